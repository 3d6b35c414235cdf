import { useTranslations } from 'next-intl';
import type { ListingSection } from '@/lib/catalog/listing';
import { ListingCard } from './ListingCard';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';
/** The first cards' pictures are the largest thing on a phone's first screen: fetched at once. */
const ABOVE_THE_FOLD = 2;

/**
 * The cards of a view, under their parent-category headings when it is grouped. Drawn on the
 * server for the page's first view (only each card's buttons and link hydrate) and in the browser
 * for every other view, so both are the same markup.
 */
export function ListingSections({ sections }: { sections: ListingSection[] }) {
  const t = useTranslations('Listing');
  return sections.map((section, g) =>
    section.title === null ? (
      <Cards key={section.key} products={section.products} priority />
    ) : (
      <section key={section.key} aria-labelledby={`group-${section.key}`}>
        <h2
          id={`group-${section.key}`}
          className="mb-4 flex items-baseline gap-3 border-b border-line pb-2 text-2xl font-semibold text-leaf-900"
        >
          {section.title}
          <span className="font-sans text-sm font-normal text-muted">{t('itemCount', { count: section.total })}</span>
        </h2>
        <Cards products={section.products} priority={g === 0} />
      </section>
    ),
  );
}

function Cards({ products, priority }: { products: ListingSection['products']; priority: boolean }) {
  return (
    <div className={GRID}>
      {products.map((p, i) => (
        <ListingCard key={p.id} product={p} priority={priority && i < ABOVE_THE_FOLD} />
      ))}
    </div>
  );
}
