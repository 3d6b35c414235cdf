import { HeroPage } from '@/components/content/PageHero';
import { useTranslations } from 'next-intl';
import type { BlogPostDto } from '@/lib/content/blog';
import { BlogCard } from './BlogCard';

/** Published posts (already in the page's language) as cards, up to 5 columns on wide screens. */
export function BlogListScreen({ posts }: { posts: BlogPostDto[] }) {
  const t = useTranslations('Blog');
  return (
    <HeroPage crumb={t('crumb')} path="/blog" eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')}>
      {posts.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-16 text-center text-muted">
          {t('list.empty')}
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
          {posts.map(({ content: _content, ...post }, i) => (
            // The first card fills a phone's first screen: its picture is the LCP.
            <BlogCard key={post.slug} post={post} showExcerpt level={2} priority={i === 0} />
          ))}
        </div>
      )}
    </HeroPage>
  );
}
