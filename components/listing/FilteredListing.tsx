'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CategoryDto } from '@/lib/catalog/categories';
import { applyListingQuery, fromListingRows, highestPrice, listingTitle, type ListingRow } from '@/lib/catalog/listing';
import { DEFAULT_QUERY, listingSearch, type ListingQuery } from '@/lib/catalog/listing-url';
import { FilterPanel } from './FilterPanel';
import { ListingResults } from './ListingResults';
import { MobileFilters } from './MobileFilters';
import { SortSelect } from './SortSelect';
import { UrlQueryListener } from './UrlQueryListener';
import { useSearchMatches } from './useSearchMatches';

const URL_DELAY_MS = 250;

type Props = {
  products: ListingRow[];
  categories: CategoryDto[];
  siteName: string;
  /**
   * The unfiltered view as the server drew it: its first page of cards (they hydrate only their
   * buttons and links) and its item count (a plural's number would build the page's first
   * Intl.NumberFormat in the browser, ~120 ms of hydration at 4× CPU: docs/decisions.md, "Budget phones").
   */
  serverView?: { firstPage: ReactNode; count: string };
};

/**
 * The listing with its filters. The server renders the default view's first page (the cached
 * page cannot read the query string); the URL's query is applied once hydrated and after every
 * navigation. Every product's card data is here, as the filters run in the browser.
 * Changes show at once and are written back to the URL (replace, no scroll), so every view is
 * a shareable link.
 */
export function FilteredListing({ products: rows, categories, siteName, serverView }: Props) {
  const t = useTranslations('Listing');
  const router = useRouter();
  // The page's own path, /hi included on a Hindi page: the query is written back under the same language.
  const pathname = usePathname();
  const [query, setQuery] = useState(DEFAULT_QUERY);
  // False until the URL's query is applied. Opened from a filtered link, the page hides the
  // (unfiltered) server listing until then, instead of flashing every product (see ListingScreen).
  const [fromUrl, setFromUrl] = useState(false);
  const applyUrlQuery = useCallback((next: ListingQuery) => {
    setQuery(next);
    setFromUrl(true);
  }, []);
  const timer = useRef<number | undefined>(undefined);

  const update = (next: ListingQuery) => {
    setQuery(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => router.replace(`${pathname}${listingSearch(next)}`, { scroll: false }),
      URL_DELAY_MS,
    );
  };

  const products = useMemo(() => fromListingRows(rows, categories), [rows, categories]);
  const highest = useMemo(() => highestPrice(products), [products]);
  const matches = useSearchMatches(query.q);
  const searching = matches === undefined;
  const shown = useMemo(() => applyListingQuery(products, query, matches ?? null), [products, query, matches]);
  const viewKey = listingSearch(query);
  const fromServer = viewKey === '' ? serverView : undefined;
  const title = listingTitle(categories, query, {
    products: t('title'),
    resultsFor: (q) => t('resultsFor', { query: q }),
  });

  useEffect(() => {
    if (query.category !== 'all' || query.q) document.title = `${title} | ${siteName}`;
  }, [title, query.category, query.q, siteName]);

  return (
    <div className={`grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] ${fromUrl ? '' : '[.listing-pending_&]:invisible'}`}>
      <Suspense fallback={null}>
        <UrlQueryListener onQuery={applyUrlQuery} />
      </Suspense>
      <aside aria-label={t('filters')} className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl border border-line bg-white p-5 shadow-card">
          <FilterPanel idPrefix="desktop" query={query} categories={categories} highest={highest} onChange={update} />
          {listingSearch({ ...query, q: null, sort: 'recommended' }) && (
            <button
              type="button"
              onClick={() => update({ ...DEFAULT_QUERY, q: query.q, sort: query.sort })}
              className="btn btn-ghost mt-5 w-full"
            >
              {t('clearFilters')}
            </button>
          )}
        </div>
      </aside>
      <div>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-semibold text-leaf-950 sm:text-4xl">
            {title}{' '}
            <span className="align-middle font-sans text-base font-medium text-muted" aria-live="polite">
              {`(${searching ? t('searchingShort') : (fromServer?.count ?? t('itemCount', { count: shown.length }))})`}
            </span>
          </h1>
          <div className="flex items-center gap-2">
            <MobileFilters query={query} categories={categories} highest={highest} onApply={update} />
            <SortSelect value={query.sort} onChange={(sort) => update({ ...query, sort })} />
          </div>
        </div>
        {searching ? (
          <p role="status" className="py-16 text-center text-muted">
            {t('searching')}
          </p>
        ) : shown.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
            <p className="font-serif text-2xl font-semibold text-leaf-900">{t('empty')}</p>
            <p className="mt-2 text-muted">{t('emptyHint')}</p>
            <button type="button" onClick={() => update(DEFAULT_QUERY)} className="btn btn-primary mt-6">
              {t('showAll')}
            </button>
          </div>
        ) : (
          <ListingResults
            shown={shown}
            grouped={query.category === 'all' && !query.q}
            viewKey={viewKey}
            firstPage={fromServer?.firstPage}
          />
        )}
      </div>
    </div>
  );
}
