'use client';

import { BlogCard, type BlogCardPost } from '@/components/blog/BlogCard';

/**
 * The home page's blog cards, rendered from their data in the browser as well as on the server.
 * A client component for the same reason as ProductGrid: the cached page then carries each post
 * as a few fields instead of its whole card tree in the RSC payload (~8 KB for five cards).
 */
export function PostGrid({ posts, className }: { posts: BlogCardPost[]; className: string }) {
  return (
    <div className={className}>
      {posts.map((post) => (
        <BlogCard key={post.slug} post={post} />
      ))}
    </div>
  );
}
