import { formatIstDate } from '@/lib/format/ist';
import type { ContentPageDto } from '@/lib/content/pages';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { PageHero } from './PageHero';

/** A CMS page: title, last updated, sanitised HTML. */
export function ContentScreen({ page }: { page: ContentPageDto }) {
  return (
    <article>
      <PageHero trail={[{ name: page.title, path: `/${page.slug}` }]} title={page.title}>
        <p className="text-sm">
          Last updated <time dateTime={page.updatedAt}>{formatIstDate(page.updatedAt)}</time>
        </p>
      </PageHero>
      <div className="container-shop py-10 sm:py-14">
        <div
          className="prose-tea mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-card sm:p-10"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.content) }}
        />
      </div>
    </article>
  );
}
