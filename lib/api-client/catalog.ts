import type { CategoryDto } from '@/lib/catalog/categories';
import { cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import type { SearchResult } from '@/lib/catalog/search';
import { apiFetch, JSON_ONLY } from './fetch';

/**
 * The public catalogue (app/api/v1/public/store, app/api/categories). Read outside apiFetch's
 * session rules where anyone may be looking: a refusal there is no answer, never a login page.
 */
export const catalogApi = {
  /** The matches for a search text, best first; an answer without a list is no matches. */
  search: async (text: string, limit: number, signal?: AbortSignal): Promise<SearchResult[]> => {
    const response = await fetch(`/api/v1/public/store/products/search/${encodeURIComponent(text)}?limit=${limit}`, {
      signal,
      headers: JSON_ONLY,
    });
    const body = (await response.json()) as { data?: SearchResult[] | null };
    return Array.isArray(body.data) ? body.data : [];
  },
  cards: async (ids: number[]): Promise<ListingProduct[]> => {
    const response = await fetch(cardsUrl(ids), { headers: JSON_ONLY });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: ListingProduct[] }).data;
  },
  /** The menu's top categories; null when the answer holds no list. */
  rootCategories: async (): Promise<CategoryDto[] | null> => {
    const body = (await (await fetch('/api/categories/roots', { headers: JSON_ONLY })).json()) as {
      data?: CategoryDto[];
    };
    return Array.isArray(body.data) ? body.data : null;
  },
  product: (slug: string) =>
    apiFetch<ProductDto>(`/api/v1/public/store/product/${encodeURIComponent(slug)}`, { redirectOn401: false }),
};
