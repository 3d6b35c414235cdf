import type { z } from 'zod';
import type { CheckoutPriceJson, checkoutPriceSchema } from '@/lib/offers/price-json';
import type { PublicPromotionJson } from '@/lib/offers/public';
import { apiFetch } from './fetch';

// Offers (design §11). Imported only by the cart, checkout and product leaves that show prices with offers.

export type CheckoutPriceBody = z.input<typeof checkoutPriceSchema>;

/** The server's price of the lines being bought, with the running offers and the typed code. */
export const priceCheckout = (body: CheckoutPriceBody) =>
  apiFetch<CheckoutPriceJson>('/api/checkout/price', { method: 'POST', json: body });

/** The advertised offers running now, with their terms. */
export const readPromotions = () => apiFetch<PublicPromotionJson[]>('/api/v1/public/store/promotions');
