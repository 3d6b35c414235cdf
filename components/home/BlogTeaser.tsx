import { useTranslations } from 'next-intl';
import type { BlogCardPost } from '@/components/blog/BlogCard';
import { CardRow } from './CardRow';
import { PostGrid } from './PostGrid';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-5';

/** 'Our Blog': the first 5 posts, 5 skeletons while there are none. */
export function BlogTeaser({ posts }: { posts: BlogCardPost[] }) {
  const t = useTranslations('Home.blog');
  return (
    <CardRow
      id="blog-heading"
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={{ href: '/blog', label: t('action') }}
      grid={GRID}
      cards={
        posts.length > 0 && (
          // Only what a home card shows: no excerpt, the first tag, none of the post's other fields.
          <PostGrid
            posts={posts.slice(0, 5).map(({ slug, title, tags, author, publishedAt, featuredImage }) => ({
              slug,
              title,
              excerpt: '',
              tags: tags.slice(0, 1),
              author,
              publishedAt,
              featuredImage,
            }))}
            className={GRID}
          />
        )
      }
    />
  );
}
