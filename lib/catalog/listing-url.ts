/**
 * The listing's state in its URL, apart from the filter rules (./listing.ts) because every page's
 * header links into the listing: this small module is all its menus load.
 *   /products?q={text}&category={slug}&sub={slug}&max={rupees}&sort={key}
 * Defaults are left out of the URL, so the plain listing stays /products.
 */
export type SortKey = 'recommended' | 'price-low' | 'price-high' | 'rating' | 'newest';

export type ListingQuery = {
  /** the search box's text (the results page); null = no search */
  q: string | null;
  /** 'all' or a category slug (a root, or a sub-category when linked directly) */
  category: string;
  sub: string | null;
  /** price cap in rupees; null = the highest selling price (nothing hidden) */
  max: number | null;
  sort: SortKey;
};

export const DEFAULT_QUERY: ListingQuery = { q: null, category: 'all', sub: null, max: null, sort: 'recommended' };

/** The query string for a listing state (defaults omitted); '' for the plain listing. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category !== 'all') params.set('category', query.category);
  if (query.category !== 'all' && query.sub) params.set('sub', query.sub);
  if (query.max !== null) params.set('max', String(query.max));
  if (query.sort !== 'recommended') params.set('sort', query.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The listing's address for a (partial) state: every link into the listing is built here. */
export function listingHref(query: Partial<ListingQuery> = {}): string {
  return `/products${listingSearch({ ...DEFAULT_QUERY, ...query })}`;
}
