import { cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import { apiFetch, JSON_ONLY } from './fetch';
import { searchProducts } from './header';

/**
 * The public catalogue (app/api/v1/public/store, app/api/categories). Read outside apiFetch's
 * session rules where anyone may be looking: a refusal there is no answer, never a login page.
 */
export const catalogApi = {
  /** the header's search, also the listing's (./header.ts) */
  search: searchProducts,
  cards: async (ids: number[]): Promise<ListingProduct[]> => {
    const response = await fetch(cardsUrl(ids), { headers: JSON_ONLY });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: ListingProduct[] }).data;
  },
  product: (slug: string) =>
    apiFetch<ProductDto>(`/api/v1/public/store/product/${encodeURIComponent(slug)}`, { redirectOn401: false }),
};
