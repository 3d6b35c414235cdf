import { cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import { JSON_ONLY, searchProducts } from './header';

/**
 * The public catalogue (app/api/v1/public/store, app/api/categories). Read outside apiFetch's
 * session rules where anyone may be looking: a refusal there is no answer, never a login page; and
 * without apiFetch, so the home and listing pages that read it do not load the session rules' code.
 */
export const catalogApi = {
  /** the header's search, also the listing's (./header.ts) */
  search: searchProducts,
  cards: async (ids: number[]): Promise<ListingProduct[]> => {
    const response = await fetch(cardsUrl(ids), { headers: JSON_ONLY });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: ListingProduct[] }).data;
  },
  /** One product as the API answers it; an error status or an empty answer throws. */
  product: async (slug: string): Promise<ProductDto> => {
    const response = await fetch(`/api/v1/public/store/product/${encodeURIComponent(slug)}`, { headers: JSON_ONLY });
    const body = (await response.json()) as { data?: ProductDto | null; message?: string };
    if (!response.ok || !body.data) throw new Error(body.message ?? `HTTP ${response.status}`);
    return body.data;
  },
};
