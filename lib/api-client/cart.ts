import type { z } from 'zod';
import type { CartItemJson } from '@/lib/commerce/cart';
import type { cartAddSchema, cartQuantitySchema } from '@/lib/commerce/input';
import { apiFetch, JSON_ONLY } from './fetch';

const CART = '/api/user/cart';

/** A line to add: always names its pack (null only for a product of one pack, which the server then takes). */
export type CartLine = z.input<typeof cartAddSchema> & { variantId: number | null };

/** The shopper's cart (app/api/user/cart). */
export const cartApi = {
  list: () => apiFetch<CartItemJson[]>(CART),
  add: (line: CartLine) => apiFetch(CART, { method: 'POST', json: line }),
  setQuantity: (lineId: number, body: z.input<typeof cartQuantitySchema>) =>
    apiFetch(`${CART}/${lineId}`, { method: 'PATCH', json: body }),
  remove: (lineId: number) => apiFetch(`${CART}/${lineId}`, { method: 'DELETE' }),
  /**
   * Total quantity for the header's badge; 0 when the cart cannot be read. Outside apiFetch's
   * session rules: the badge is on every page, signed in or not, and must never redirect.
   */
  count: async (): Promise<number> => {
    try {
      const response = await fetch(CART, { headers: JSON_ONLY });
      if (!response.ok) return 0;
      const body = (await response.json()) as { data?: { quantity?: number }[] | null };
      return (body.data ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
    } catch {
      return 0;
    }
  },
};
