import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/home/Tabs';
import type { ProductMetadataDto } from '@/lib/catalog/products';
import { sanitizeHtml } from '@/lib/content/sanitize';

/**
 * The product's metadata as tabs (description first), or a fallback sentence when there is none. The tab
 * titles are the metadata rows' own, in the page's language (ProductScreen localizes the product).
 */
export function ProductInfoTabs({ metadata }: { metadata: ProductMetadataDto[] }) {
  const t = useTranslations('Product');
  const entries = [...metadata].sort((a, b) => Number(b.type === 'DESCRIPTION') - Number(a.type === 'DESCRIPTION'));
  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="details-heading" className="mb-5 text-2xl font-semibold text-leaf-900">
        {t('details')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{t('noInformation')}</p>
      ) : (
        <Tabs label={t('details')} labels={entries.map((m) => m.title)}>
          {entries.map((m) => (
            <div
              key={m.id}
              className="prose-tea max-w-3xl"
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(asHtml(m.content)) }}
            />
          ))}
        </Tabs>
      )}
    </section>
  );
}

/** Plain-text metadata becomes paragraphs; HTML passes through (sanitised above). */
function asHtml(content: string): string {
  if (/<[a-z][\s\S]*>/i.test(content)) return content;
  return content
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
    .join('');
}
