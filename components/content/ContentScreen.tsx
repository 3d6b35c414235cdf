import { useLocale, useTranslations } from 'next-intl';
import { formatIstDate } from '@/lib/format/ist';
import type { ContentPageDto } from '@/lib/content/pages';
import { sanitizeHtml } from '@/lib/content/sanitize';
import { localizePage } from '@/lib/i18n/content';
import { localizeHtmlLinks } from './localize-links';
import { PageHero } from './PageHero';

/** A CMS page in the page's language (its Hindi fields where written, else the English): title, last updated, sanitised HTML. */
export function ContentScreen({ page: stored }: { page: ContentPageDto }) {
  const t = useTranslations('Content');
  const locale = useLocale();
  const page = localizePage(stored, locale);
  return (
    <article>
      <PageHero trail={[{ name: page.title, path: `/${page.slug}` }]} title={page.title}>
        <p className="text-sm">
          {t.rich('lastUpdated', {
            date: formatIstDate(page.updatedAt, locale),
            time: (chunks) => <time dateTime={page.updatedAt}>{chunks}</time>,
          })}
        </p>
      </PageHero>
      <div className="container-shop py-10 sm:py-14">
        <div
          className="prose-tea mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-card sm:p-10"
          dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(sanitizeHtml(page.content), locale) }}
        />
      </div>
    </article>
  );
}
