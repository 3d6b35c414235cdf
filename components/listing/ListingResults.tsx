import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, pageListing, type ListingProduct } from '@/lib/catalog/listing';
import { ListingCard } from './ListingCard';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';
/** The first cards' pictures are the largest thing on a phone's first screen: fetched at once. */
const ABOVE_THE_FOLD = 2;

type Props = {
  shown: ListingProduct[];
  /** grouped under parent-category headings (the filter is All) */
  grouped: boolean;
  /** the view's query string: a new one (filters or sort changed) starts again at the first page */
  viewKey: string;
};

/**
 * The cards of the current view, PAGE_SIZE at a time (the server's HTML and the hydration work
 * stay small); 'Show more' adds the next page below and hands focus to its first card, so a
 * keyboard user carries on where the new cards start.
 */
export function ListingResults({ shown, grouped, viewKey }: Props) {
  const t = useTranslations('Listing');
  const [paging, setPaging] = useState({ viewKey, pages: 1 });
  // Forget the old view's pages at once, so going back to it starts at its first page too.
  if (paging.viewKey !== viewKey) setPaging({ viewKey, pages: 1 });
  const pages = paging.viewKey === viewKey ? paging.pages : 1;
  const { sections, remaining } = useMemo(() => pageListing(shown, grouped, pages), [shown, grouped, pages]);
  const list = useRef<HTMLDivElement>(null);
  const focusCard = useRef<number | null>(null);

  useEffect(() => {
    if (focusCard.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('article h3 a')[focusCard.current]?.focus();
    focusCard.current = null;
  }, [pages]);

  const showMore = () => {
    focusCard.current = pages * PAGE_SIZE;
    setPaging({ viewKey, pages: pages + 1 });
  };

  return (
    <div ref={list}>
      <div className={grouped ? 'space-y-12' : undefined}>
        {sections.map((section, g) =>
          section.title === null ? (
            <Cards key={section.key} products={section.products} priority />
          ) : (
            <section key={section.key} aria-labelledby={`group-${section.key}`}>
              <h2
                id={`group-${section.key}`}
                className="mb-4 flex items-baseline gap-3 border-b border-line pb-2 text-2xl font-semibold text-leaf-900"
              >
                {section.title}
                <span className="font-sans text-sm font-normal text-muted">
                  {t('itemCount', { count: section.total })}
                </span>
              </h2>
              <Cards products={section.products} priority={g === 0} />
            </section>
          ),
        )}
      </div>
      {remaining > 0 && (
        <div className="mt-10 text-center">
          <button type="button" onClick={showMore} className="btn btn-outline">
            {t('showMore')} <span className="font-normal">{t('left', { count: String(remaining) })}</span>
          </button>
        </div>
      )}
    </div>
  );
}

function Cards({ products, priority }: { products: ListingProduct[]; priority: boolean }) {
  return (
    <div className={GRID}>
      {products.map((p, i) => (
        <ListingCard key={p.id} product={p} priority={priority && i < ABOVE_THE_FOLD} />
      ))}
    </div>
  );
}
