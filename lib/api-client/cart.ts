import type { z } from 'zod';
import type { CartItemJson } from '@/lib/commerce/cart';
import type { cartAddSchema, cartQuantitySchema } from '@/lib/commerce/input';
import { apiFetch } from './fetch';

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
};
