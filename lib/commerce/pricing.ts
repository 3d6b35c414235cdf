/**
 * The one pricing rule, used by the cart page, the checkout review step and order placement, so
 * what the shopper is shown is what the server charges (docs/decisions.md, "The cart shows the
 * delivery fee the checkout will charge"). Integer paise only.
 */
import { rupeesToPaise } from '../money';

export type PaymentMethod = 'UPI' | 'CARD' | 'COD';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['UPI', 'CARD', 'COD'];

/** ₹5000: at or above this (after discount) delivery is free. */
export const FREE_SHIPPING_FROM_PAISE = 5000_00;
export const SHIPPING_FEE_PAISE = 59_00;
export const COD_HANDLING_PAISE = 49_00;

export const FREE_DELIVERY_MESSAGE = 'Free delivery (order over ₹5000)';
export const DELIVERY_FEE_MESSAGE = '₹59 delivery fee (free on orders over ₹5000)';

/** A line as pricing sees it: MRP (productPrice) and selling price in paise, and a quantity. */
export type PricedLine = { mrpPaise: number; pricePaise: number; quantity: number };

export type PriceBreakdown = {
  /** Σ MRP × quantity */
  subtotalPaise: number;
  /** Σ (MRP − price) × quantity */
  discountPaise: number;
  shippingPaise: number;
  handlingPaise: number;
  /** subtotal − discount + shipping + handling */
  totalPaise: number;
  /** subtotal − discount: what the goods cost */
  itemsPaise: number;
  freeShipping: boolean;
  itemCount: number;
};

function assertLine(line: PricedLine): void {
  const whole = (n: number) => Number.isSafeInteger(n);
  if (!whole(line.mrpPaise) || !whole(line.pricePaise) || !whole(line.quantity) || line.quantity < 1) {
    throw new RangeError('Pricing needs whole paise and a quantity of at least 1.');
  }
}

/**
 * Totals for some lines. `paymentMethod` is null while it is not chosen yet (cart, review step):
 * then there is no handling charge. An empty cart costs nothing, delivery included.
 */
export function priceCart(lines: readonly PricedLine[], paymentMethod: PaymentMethod | null = null): PriceBreakdown {
  let subtotalPaise = 0;
  let discountPaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    assertLine(line);
    // A selling price above MRP is treated as no discount, never a negative one.
    const mrp = Math.max(line.mrpPaise, line.pricePaise);
    subtotalPaise += mrp * line.quantity;
    discountPaise += (mrp - line.pricePaise) * line.quantity;
    itemCount += line.quantity;
  }
  const itemsPaise = subtotalPaise - discountPaise;
  const freeShipping = lines.length === 0 || itemsPaise >= FREE_SHIPPING_FROM_PAISE;
  const shippingPaise = freeShipping ? 0 : SHIPPING_FEE_PAISE;
  const handlingPaise = paymentMethod === 'COD' && lines.length > 0 ? COD_HANDLING_PAISE : 0;
  return {
    subtotalPaise,
    discountPaise,
    shippingPaise,
    handlingPaise,
    totalPaise: itemsPaise + shippingPaise + handlingPaise,
    itemsPaise,
    freeShipping,
    itemCount,
  };
}

/**
 * A placed order's charges as a breakdown: the amounts stored when it was placed (rupees in its
 * JSON), never priced again, so an order keeps showing what was charged even after prices change.
 */
export function chargedBreakdown(order: {
  subtotalAmount: number;
  discountAmount: number;
  shippingCharge: number;
  handlingCharge: number;
  totalAmount: number;
}): PriceBreakdown {
  const subtotalPaise = rupeesToPaise(order.subtotalAmount);
  const discountPaise = rupeesToPaise(order.discountAmount);
  const shippingPaise = rupeesToPaise(order.shippingCharge);
  return {
    subtotalPaise,
    discountPaise,
    shippingPaise,
    handlingPaise: rupeesToPaise(order.handlingCharge),
    totalPaise: rupeesToPaise(order.totalAmount),
    itemsPaise: subtotalPaise - discountPaise,
    freeShipping: shippingPaise === 0,
    itemCount: 0,
  };
}

/** The delivery line under the shipping charge, in the cart and the review step. */
export function shippingMessage(breakdown: Pick<PriceBreakdown, 'freeShipping'>): string {
  return breakdown.freeShipping ? FREE_DELIVERY_MESSAGE : DELIVERY_FEE_MESSAGE;
}
