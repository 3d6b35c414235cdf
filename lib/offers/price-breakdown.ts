/**
 * The price answer (price-json.ts) back as a breakdown for the one totals box. Apart from the
 * request schema, so the cart and checkout screens that call it do not load zod up front.
 */
import { appliedOfferOf, type PriceBreakdown } from '../commerce/pricing';
import { rupeesToPaise } from '../money';
import type { CheckoutPriceJson } from './price-json';

export function breakdownOfPriceJson(json: CheckoutPriceJson): PriceBreakdown {
  const subtotalPaise = rupeesToPaise(json.subtotal);
  const discountPaise = rupeesToPaise(json.discountAmount);
  return {
    subtotalPaise,
    discountPaise,
    offerPaise: rupeesToPaise(json.offerDiscount),
    shippingPaise: rupeesToPaise(json.shippingCharge),
    handlingPaise: rupeesToPaise(json.handlingCharge),
    totalPaise: rupeesToPaise(json.total),
    itemsPaise: subtotalPaise - discountPaise,
    freeShipping: json.freeShipping,
    itemCount: json.itemCount,
    promotions: json.promotions.map(appliedOfferOf),
    lineNetPaise: json.lines.map((l) => rupeesToPaise(l.net)),
    code: json.code,
  };
}
