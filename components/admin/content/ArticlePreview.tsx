import Link from 'next/link';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { formatIstShortDate } from '@/lib/format/ist-times';

/** What a saved post or page has that a preview shows; a page has no author, date or cover. */
export type Article = {
  title: string;
  author?: string;
  publishedAt?: string | null;
  featuredImage?: string | null;
  content: string;
};

/**
 * How a post or page will read in the shop: the same sanitiser and the same article styles as the
 * storefront, rendered on the server from what was saved (a draft is never public before this).
 */
export function ArticlePreview({ article, editHref }: { article: Article; editHref: string }) {
  const { title, author, publishedAt, featuredImage, content } = article;
  return (
    <>
      <Link href={editHref} className="mb-4 inline-block text-sm text-leaf-800 hover:underline">
        ← Back to editing
      </Link>
      <article className="rounded-2xl bg-cream p-6 shadow-card sm:p-10">
        <p className="mb-4 inline-block rounded-full bg-honey-100 px-3 py-1 text-xs font-semibold text-honey-700">
          Preview — not public until published
        </p>
        <h1 className="font-serif text-3xl text-leaf-900 sm:text-4xl">{title}</h1>
        {author && (
          <p className="mt-2 text-sm text-muted">
            By {author}
            {publishedAt ? ` · ${formatIstShortDate(publishedAt)}` : ' · draft'}
          </p>
        )}
        {featuredImage && (
          // eslint-disable-next-line @next/next/no-img-element -- preview of the chosen cover
          <img src={featuredImage} alt="" className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover" />
        )}
        <div className="prose-tea mt-6" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />
      </article>
    </>
  );
}
