/**
 * The one pricing rule, used by the cart page, the checkout review step and order placement, so
 * what the shopper is shown is what the server charges (docs/decisions.md, "The cart shows the
 * delivery fee the checkout will charge"). Integer paise only.
 */
import { rupeesToPaise } from '../money';

export type PaymentMethod = 'UPI' | 'CARD' | 'COD';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['UPI', 'CARD', 'COD'];

/**
 * The shop's charges, as stored in its settings (lib/settings): the fee, the order value (after
 * discount) from which delivery is free, and the cash-on-delivery charge. Passed in, never a
 * constant, so every screen and the order placement price with the same stored numbers.
 */
export type PricingRates = { shippingFeePaise: number; freeDeliveryThresholdPaise: number; codChargePaise: number };

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
export function priceCart(
  lines: readonly PricedLine[],
  rates: PricingRates,
  paymentMethod: PaymentMethod | null = null,
): PriceBreakdown {
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
  const freeShipping =
    lines.length === 0 || itemsPaise >= rates.freeDeliveryThresholdPaise || rates.shippingFeePaise === 0;
  const shippingPaise = freeShipping ? 0 : rates.shippingFeePaise;
  const handlingPaise = paymentMethod === 'COD' && lines.length > 0 ? rates.codChargePaise : 0;
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

/** ₹5000 / ₹59 / ₹49.50: the spec's messages write whole rupees without grouping. */
export function rupeesPlain(paise: number): string {
  return `₹${paise % 100 ? (paise / 100).toFixed(2) : paise / 100}`;
}

/** The delivery line under the shipping charge, in the cart and the review step, with the shop's numbers. */
export function shippingMessage(breakdown: Pick<PriceBreakdown, 'freeShipping'>, rates: PricingRates): string {
  const threshold = rupeesPlain(rates.freeDeliveryThresholdPaise);
  return breakdown.freeShipping
    ? `Free delivery (order over ${threshold})`
    : `${rupeesPlain(rates.shippingFeePaise)} delivery fee (free on orders over ${threshold})`;
}
