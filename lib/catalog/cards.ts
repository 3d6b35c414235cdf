/**
 * Product cards by id (app/api/v1/public/store/products/cards): the endpoint's rule and its address.
 * Apart from ./listing.ts so the home page's tabs, which only need the address, do not load the
 * listing's filter and sort rules with their first JavaScript.
 */
import type { Locale } from '../i18n/locales';
import type { ListingProduct } from './listing';

/** The cards for these ids, in the order asked; ids of products no longer listed are left out. */
export function cardsByIds(cards: ListingProduct[], ids: number[]): ListingProduct[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Where the browser fetches card data for products by id, in the page's language (English when not named). */
export const cardsUrl = (ids: number[], locale: Locale = 'en') =>
  `/api/v1/public/store/products/cards?ids=${ids.join(',')}${locale === 'en' ? '' : `&locale=${locale}`}`;
