/**
 * What the cart and order calls accept. Ids and quantities must be JSON whole numbers in range:
 * strings, fractions, negatives and huge numbers are refused, never coerced. Prices and totals
 * are not read at all — unknown fields are ignored, the server prices every order.
 */
import { z } from 'zod';
import { AppError } from '../errors';
import { PAYMENT_METHODS, type PaymentMethod } from './pricing';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './limits';

export { MAX_LINE_QUANTITY, MAX_ORDER_LINES };
const MAX_ID = 2_147_483_647;

/** Longer than any code a promotion can have (lib/offers). */
export const MAX_CODE_LENGTH = 40;

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} is invalid.`)
    .max(MAX_ID, `${label} is invalid.`);

const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE);

// A line names a pack of the product (design §10); null or absent means its default pack.
const variantId = id('Pack').nullable().optional();

export const cartAddSchema = z.object({ productId: id('Product'), variantId, quantity });
/** The cart's stepper sets a line's quantity outright (PATCH /api/user/cart/{id}). */
export const cartQuantitySchema = z.object({ quantity });
export type CartAddInput = z.output<typeof cartAddSchema>;

export const orderLineSchema = z.object({ productId: id('Product'), variantId, quantity });

export const placeOrderSchema = z.object({
  addressId: id('Address'),
  paymentInfo: z.object(
    { method: z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]], { error: 'Choose UPI, CARD or COD.' }) },
    { error: 'Choose a payment method.' },
  ),
  items: z
    .array(orderLineSchema, { error: 'Your order has no items.' })
    .min(1, 'Your order has no items.')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different products.`),
  // A coupon code (design §11); the automatic offers apply by themselves.
  promotionCode: z.string().trim().max(MAX_CODE_LENGTH, 'This code is not valid.').nullable().optional(),
  // Where the lines come from: a checkout of the cart takes them out of it, a Buy Now leaves the cart alone.
  source: z.enum(['cart', 'buy-now'], { error: "Source must be 'cart' or 'buy-now'." }).default('cart'),
});
export type PlaceOrderInput = Omit<z.output<typeof placeOrderSchema>, 'source'> & { source?: 'cart' | 'buy-now' };

/** A path id: digits only, in range; anything else names nothing. */
export function parsePathId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_ID ? n : null;
}

/** An Idempotency-Key: 1-200 visible ASCII characters; absent is fine (null), malformed is a 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return null;
  const key = raw.trim();
  if (!/^[\x21-\x7e]{1,200}$/.test(key))
    throw new AppError('invalid', 'Idempotency-Key must be 1-200 visible characters.');
  return key;
}
