import { useTranslations } from 'next-intl';
import { LeafIcon } from '@/components/ui/icons';
import type { BlogPostDto } from '@/lib/content/blog';
import { Img } from '@/components/ui/Img';
import { Link } from '@/lib/i18n/navigation';
import { Byline } from './Byline';

export type BlogCardPost = Pick<
  BlogPostDto,
  'slug' | 'title' | 'excerpt' | 'tags' | 'author' | 'publishedAt' | 'featuredImage'
>;

/**
 * Image (placeholder when none), first tag or 'Blog', title, 'By {author}', date. `priority`: the page's
 * LCP picture. Rendered on the server on /blog and in the browser by the home page's PostGrid, whose
 * server parent gives it the 'Blog' messages.
 */
export function BlogCard({
  post,
  showExcerpt = false,
  level = 3,
  priority = false,
}: {
  post: BlogCardPost;
  showExcerpt?: boolean;
  level?: 2 | 3;
  priority?: boolean;
}) {
  // Under the page's h1 on /blog, under a section's h2 on the home page: headings never skip a level.
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('Blog.card');
  return (
    <article className="group card">
      <div className="relative aspect-[4/3] overflow-hidden bg-leaf-50">
        {post.featuredImage ? (
          <Img
            src={post.featuredImage}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 240px, (min-width: 768px) 33vw, 100vw"
            maxWidth={1200}
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <span className="grid h-full place-items-center bg-gradient-to-br from-leaf-100 to-sand-100 text-leaf-500">
            <LeafIcon size={48} />
          </span>
        )}
        <span className="blog-tag">{post.tags[0] ?? t('tag')}</span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="blog-title">
          <Link href={`/blog/${post.slug}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        {showExcerpt && post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p>}
        <Byline post={post} className="mt-auto pt-3 text-xs text-muted" authorClassName="font-medium text-ink" />
      </div>
    </article>
  );
}
