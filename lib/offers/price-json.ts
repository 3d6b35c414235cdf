/**
 * The contract of `POST /api/checkout/price` (design §11): what the cart, the review step and the
 * payment step send, and the priced answer they show. The server builds it from `priceCart`'s
 * breakdown (toPriceJson); the screens turn it back into a breakdown for the one totals box
 * (breakdownOfPriceJson, in price-breakdown.ts: without zod, which the checkout does not load up
 * front), so nothing on either side adds prices up on its own.
 */
import { z } from 'zod';
import { orderLineSchema, placeOrderSchema, MAX_ORDER_LINES } from '../commerce/input';
import { PAYMENT_METHODS, type ChargedOffer, type PaymentMethod, type PriceBreakdown } from '../commerce/pricing';
import { paiseToRupees } from '../money';
import type { CheckoutDeliveryJson } from '../delivery/types';
import type { CodeVerdict } from './types';

export const checkoutPriceSchema = z.object({
  items: z
    .array(orderLineSchema, { error: 'Your order has no items.' })
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different products.`),
  paymentMethod: z
    .enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]], { error: 'Choose UPI, CARD or COD.' })
    .nullable()
    .optional(),
  promotionCode: placeOrderSchema.shape.promotionCode,
  addressId: z.number().int().positive().nullable().optional(),
});
export type CheckoutPriceInput = z.output<typeof checkoutPriceSchema>;

/** One offer as the order JSON and the price answer carry it (rupees). */
export type PromotionJson = ChargedOffer;

export type CheckoutPriceJson = {
  subtotal: number;
  /** MRP discounts and offers together, as an order's discountAmount */
  discountAmount: number;
  /** the offers' part of discountAmount */
  offerDiscount: number;
  shippingCharge: number;
  handlingCharge: number;
  total: number;
  freeShipping: boolean;
  itemCount: number;
  promotions: PromotionJson[];
  /** the lines priced, in the order sent (an unavailable one is left out); net = what it pays after the offers */
  lines: { productId: number; variantId: number | null; quantity: number; price: number; net: number }[];
  /** the typed code's verdict first ('Coupon applied.' or why not) */
  messages: string[];
  code: CodeVerdict | null;
  /** the delivery to `addressId` when one was sent, else null */
  delivery: CheckoutDeliveryJson | null;
};

export function toPriceJson(
  b: PriceBreakdown,
  lines: readonly { productId: number; variantId: number | null; quantity: number; pricePaise: number }[],
  delivery: CheckoutDeliveryJson | null = null,
): CheckoutPriceJson {
  return {
    subtotal: paiseToRupees(b.subtotalPaise),
    discountAmount: paiseToRupees(b.discountPaise),
    offerDiscount: paiseToRupees(b.offerPaise),
    shippingCharge: paiseToRupees(b.shippingPaise),
    handlingCharge: paiseToRupees(b.handlingPaise),
    total: paiseToRupees(b.totalPaise),
    freeShipping: b.freeShipping,
    itemCount: b.itemCount,
    promotions: b.promotions.map((p) => ({
      code: p.code,
      title: p.title,
      kind: p.kind,
      amount: paiseToRupees(p.amountPaise),
    })),
    lines: lines.map((l, i) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      price: paiseToRupees(l.pricePaise),
      net: paiseToRupees(b.lineNetPaise[i]),
    })),
    messages: b.code ? [b.code.message] : [],
    code: b.code,
    delivery,
  };
}
