import { cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import type { Locale } from '@/lib/i18n/locales';
import { JSON_ONLY, searchProducts } from './header';

/**
 * The public catalogue (app/api/v1/public/store, app/api/categories). Read outside apiFetch's
 * session rules where anyone may be looking: a refusal there is no answer, never a login page; and
 * without apiFetch, so the home and listing pages that read it do not load the session rules' code.
 */
export const catalogApi = {
  /** the header's search, also the listing's (./header.ts) */
  search: searchProducts,
  /** the home tabs' cards, their words in the page's language */
  cards: async (ids: number[], locale: Locale): Promise<ListingProduct[]> => {
    const response = await fetch(cardsUrl(ids, locale), { headers: JSON_ONLY });
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
