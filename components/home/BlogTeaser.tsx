import { BlogCard, type BlogCardPost } from '@/components/blog/BlogCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SkeletonGrid } from '@/components/ui/Skeleton';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 md:grid-cols-3 lg:grid-cols-5';

/** 'Our Blog': the first 5 posts, 5 skeletons while there are none. */
export function BlogTeaser({ posts }: { posts: BlogCardPost[] }) {
  return (
    <section aria-labelledby="blog-heading">
      <SectionHeading id="blog-heading" eyebrow="From the tea garden" title="Our Blog" action={{ href: '/blog', label: 'View all articles' }} />
      {posts.length === 0 ? (
        <SkeletonGrid count={5} className={GRID} />
      ) : (
        <div className={GRID}>
          {posts.slice(0, 5).map((post) => (
            <BlogCard key={post.slug} post={post} />
          ))}
        </div>
      )}
    </section>
  );
}
