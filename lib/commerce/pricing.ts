/**
 * The one pricing rule, used by the cart page, the checkout review step and order placement, so
 * what the shopper is shown is what the server charges (docs/decisions.md, "The cart shows the
 * delivery fee the checkout will charge"). Integer paise only.
 */
import { rupeesPlain, rupeesToPaise } from '../money';
import { applyOffers } from '../offers/apply';
import type { AppliedOffer, CodeVerdict, OfferInput, OfferKind, OfferLineFacts } from '../offers/types';

export type PaymentMethod = 'UPI' | 'CARD' | 'COD';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['UPI', 'CARD', 'COD'];

/**
 * The shop's charges, as stored in its settings (lib/settings): the fee, the order value (after
 * discount) from which delivery is free, and the cash-on-delivery charge. Passed in, never a
 * constant, so every screen and the order placement price with the same stored numbers.
 */
export type PricingRates = { shippingFeePaise: number; freeDeliveryThresholdPaise: number; codChargePaise: number };

/**
 * A line as pricing sees it: MRP (productPrice) and selling price in paise, and a quantity; with
 * offers, also the product, its category and seller (a line without them takes only store-wide offers).
 */
export type PricedLine = { mrpPaise: number; pricePaise: number; quantity: number } & Partial<OfferLineFacts>;

export type PriceBreakdown = {
  /** Σ MRP × quantity */
  subtotalPaise: number;
  /** Σ (MRP − price) × quantity + what offers took off the lines: the order's discountAmount */
  discountPaise: number;
  /** the offers' part of discountPaise (a FREE_SHIPPING offer shows as shipping 0 instead) */
  offerPaise: number;
  shippingPaise: number;
  handlingPaise: number;
  /** subtotal − discount + shipping + handling */
  totalPaise: number;
  /** subtotal − discount: what the goods cost after every offer */
  itemsPaise: number;
  freeShipping: boolean;
  itemCount: number;
  /** the offers taken, in the spec's promotions[] order */
  promotions: AppliedOffer[];
  /** per line, what it pays: price × quantity less its share of the offers (empty for a placed order) */
  lineNetPaise: number[];
  /** the verdict on a typed code (null when none was typed) */
  code: CodeVerdict | null;
};

function assertLine(line: PricedLine): void {
  const whole = (n: number) => Number.isSafeInteger(n);
  if (!whole(line.mrpPaise) || !whole(line.pricePaise) || !whole(line.quantity) || line.quantity < 1) {
    throw new RangeError('Pricing needs whole paise and a quantity of at least 1.');
  }
}

/** The delivery fee for goods worth this much (after every discount), by the shop's rates. */
export function shippingFeeFor(itemsPaise: number, rates: PricingRates): number {
  return itemsPaise >= rates.freeDeliveryThresholdPaise ? 0 : rates.shippingFeePaise;
}

/**
 * Totals for some lines. `paymentMethod` is null while it is not chosen yet (cart, review step):
 * then there is no handling charge. An empty cart costs nothing, delivery included. With `offers`
 * (design §11), the codes and automatic offers are applied and split over the lines in paise.
 */
export function priceCart(
  lines: readonly PricedLine[],
  rates: PricingRates,
  paymentMethod: PaymentMethod | null = null,
  offers: OfferInput | null = null,
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
  const amounts = lines.map((l) => l.pricePaise * l.quantity);
  const outcome = offers
    ? applyOffers(
        lines.map((l, i) => ({ ...l, amountPaise: amounts[i] })),
        paymentMethod,
        offers,
        (items) => shippingFeeFor(items, rates),
      )
    : null;
  const lineOffer = outcome?.lineOfferPaise ?? amounts.map(() => 0);
  const offerPaise = lineOffer.reduce((sum, o) => sum + o, 0);
  discountPaise += offerPaise;
  const itemsPaise = subtotalPaise - discountPaise;
  // The shipping rule reads the amount after every discount, offers included.
  const freeShipping = lines.length === 0 || shippingFeeFor(itemsPaise, rates) === 0 || !!outcome?.freeShipping;
  const shippingPaise = freeShipping ? 0 : rates.shippingFeePaise;
  const handlingPaise = paymentMethod === 'COD' && lines.length > 0 ? rates.codChargePaise : 0;
  return {
    subtotalPaise,
    discountPaise,
    offerPaise,
    shippingPaise,
    handlingPaise,
    totalPaise: itemsPaise + shippingPaise + handlingPaise,
    itemsPaise,
    freeShipping,
    itemCount,
    promotions: outcome?.applied ?? [],
    lineNetPaise: amounts.map((a, i) => a - lineOffer[i]),
    code: outcome?.verdict ?? null,
  };
}

/** An offer on a placed order, as its JSON carries it (rupees). */
export type ChargedOffer = { code: string | null; title: string; kind: OfferKind; amount: number };

/** An offer from JSON (a placed order, a price answer) back in paise, for the totals box; its id is not sent. */
export const appliedOfferOf = (p: ChargedOffer): AppliedOffer => ({
  promotionId: 0,
  code: p.code,
  title: p.title,
  kind: p.kind,
  amountPaise: rupeesToPaise(p.amount),
});

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
  promotions?: readonly ChargedOffer[];
}): PriceBreakdown {
  const subtotalPaise = rupeesToPaise(order.subtotalAmount);
  const discountPaise = rupeesToPaise(order.discountAmount);
  const shippingPaise = rupeesToPaise(order.shippingCharge);
  const promotions = (order.promotions ?? []).map(appliedOfferOf);
  return {
    subtotalPaise,
    discountPaise,
    offerPaise: promotions.reduce((sum, p) => sum + (p.kind === 'FREE_SHIPPING' ? 0 : p.amountPaise), 0),
    shippingPaise,
    handlingPaise: rupeesToPaise(order.handlingCharge),
    totalPaise: rupeesToPaise(order.totalAmount),
    itemsPaise: subtotalPaise - discountPaise,
    freeShipping: shippingPaise === 0,
    itemCount: 0,
    promotions,
    lineNetPaise: [],
    code: null,
  };
}

type ShippingFacts = Pick<PriceBreakdown, 'freeShipping'> & { promotions?: readonly { kind: OfferKind }[] };

/**
 * Which delivery line goes under the shipping charge and its shop numbers ("₹59", "₹5000"): the
 * screens word it in the page's language (messages Cart.shippingNote), shippingMessage in English.
 */
export function shippingNote(
  breakdown: ShippingFacts,
  rates: PricingRates,
): { kind: 'withOffer' | 'free' | 'fee'; threshold: string; fee: string } {
  const numbers = {
    threshold: rupeesPlain(rates.freeDeliveryThresholdPaise),
    fee: rupeesPlain(rates.shippingFeePaise),
  };
  if (breakdown.promotions?.some((p) => p.kind === 'FREE_SHIPPING')) return { kind: 'withOffer', ...numbers };
  return { kind: breakdown.freeShipping ? 'free' : 'fee', ...numbers };
}

/** The delivery line under the shipping charge, in the cart and the review step, with the shop's numbers. */
export function shippingMessage(breakdown: ShippingFacts, rates: PricingRates): string {
  const { kind, threshold, fee } = shippingNote(breakdown, rates);
  if (kind === 'withOffer') return 'Free delivery with your offer';
  return kind === 'free'
    ? `Free delivery (order over ${threshold})`
    : `${fee} delivery fee (free on orders over ${threshold})`;
}
