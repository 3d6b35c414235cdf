import { PageHero } from '@/components/content/PageHero';
import { BLOG_EMPTY } from '@/components/ui/messages';
import type { BlogPostDto } from '@/lib/content/blog';
import { BlogCard } from './BlogCard';

/** Published posts as cards, up to 5 columns on wide screens. */
export function BlogListScreen({ posts }: { posts: BlogPostDto[] }) {
  return (
    <>
      <PageHero trail={[{ name: 'Blog', path: '/blog' }]} eyebrow="From the tea garden" title="Our Blog">
        Brewing guides, harvest notes and kitchen stories from the farms we buy from.
      </PageHero>
      <div className="container-shop py-10">
        {posts.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-16 text-center text-muted">
            {BLOG_EMPTY}
          </p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
            {posts.map(({ content: _content, ...post }, i) => (
              // The first card fills a phone's first screen: its picture is the LCP.
              <BlogCard key={post.slug} post={post} showExcerpt level={2} priority={i === 0} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
