/**
 * The rules of design §11 as plain functions: whether an offer applies to an order, what it takes
 * off, and — for a typed code — the exact message that says why not. Pure: the server and the
 * screens price with the same rules (lib/commerce/pricing.ts).
 */
import type { PaymentMethod } from '../commerce/pricing';
import { addMoreMessage, OFFER_MESSAGES } from './messages';
import type { OfferLineFacts, OfferShopper, Promotion } from './types';

type Facts = Partial<OfferLineFacts>;

/** Whether a line can take this offer: the seller's own offer only on its lines, then the scope. */
export function isEligible(promotion: Promotion, line: Facts): boolean {
  if (promotion.sellerId !== null && line.sellerId !== promotion.sellerId) return false;
  const ids = promotion.scopeIds;
  switch (promotion.scope) {
    case 'ALL':
      return true;
    case 'PRODUCTS':
      return line.productId !== undefined && ids.includes(line.productId);
    case 'CATEGORIES':
      return line.categoryId != null && ids.includes(line.categoryId);
    case 'SELLERS':
      return line.sellerId !== undefined && ids.includes(line.sellerId);
  }
}

export type OfferSituation = { method: PaymentMethod | null; shopper: OfferShopper; now: Date };

/**
 * Why this offer does not apply, as its message, or null when it does. `eligiblePaise` is what the
 * eligible lines cost at their selling prices (after product discounts, before any offer). A method
 * not chosen yet (cart, review step) counts as prepaid: UPI is the checkout's first choice.
 */
export function refusalOf(promotion: Promotion, eligiblePaise: number, at: OfferSituation): string | null {
  const { shopper, now } = at;
  if (!promotion.active || now < promotion.startsAt) return OFFER_MESSAGES.invalid;
  if (promotion.endsAt && now >= promotion.endsAt) return OFFER_MESSAGES.expired;
  if (promotion.totalLimit !== null && promotion.redemptions >= promotion.totalLimit) return OFFER_MESSAGES.fullyUsed;
  if (shopper && promotion.firstOrderOnly && shopper.placedOrders > 0) return OFFER_MESSAGES.firstOrder;
  if (shopper && promotion.perCustomerLimit !== null) {
    if ((shopper.usesOf.get(promotion.id) ?? 0) >= promotion.perCustomerLimit) return OFFER_MESSAGES.alreadyUsed;
  }
  if (promotion.prepaidOnly && at.method === 'COD') return OFFER_MESSAGES.prepaidOnly;
  if (eligiblePaise === 0) return OFFER_MESSAGES.invalid;
  if (eligiblePaise < promotion.minOrderPaise) return addMoreMessage(promotion.minOrderPaise - eligiblePaise);
  return null;
}

/** What a PERCENT or FLAT offer takes off lines that now cost `eligibleNetPaise` (FREE_SHIPPING: 0 here). */
export function lineDiscountOf(promotion: Promotion, eligibleNetPaise: number): number {
  if (promotion.kind === 'PERCENT') {
    const off = Math.floor((eligibleNetPaise * promotion.value) / 100);
    return Math.min(off, promotion.maxDiscountPaise ?? off);
  }
  if (promotion.kind === 'FLAT') return Math.min(promotion.value, eligibleNetPaise);
  return 0;
}
