/**
 * Offers and coupons as pricing sees them (design §11): plain data, paise, no database. The server
 * loads them (lib/offers/load.ts); the one pricing function (lib/commerce/pricing.ts) applies them.
 */
export const OFFER_KINDS = ['PERCENT', 'FLAT', 'FREE_SHIPPING'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_SCOPES = ['ALL', 'CATEGORIES', 'PRODUCTS', 'SELLERS'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];

export type Promotion = {
  id: number;
  /** upper-case; null for an automatic offer */
  code: string | null;
  title: string;
  kind: OfferKind;
  /** PERCENT: whole percent; FLAT: paise; FREE_SHIPPING: unused */
  value: number;
  maxDiscountPaise: number | null;
  /** on the eligible lines' selling prices (after product discounts) */
  minOrderPaise: number;
  scope: OfferScope;
  /**
   * The scope's ids. For CATEGORIES the loader has already added every descendant category, so a
   * scope on "Tea" covers "Green tea" without pricing knowing the tree.
   */
  scopeIds: readonly number[];
  /** a seller's own offer: only that seller's lines are eligible */
  sellerId: number | null;
  prepaidOnly: boolean;
  firstOrderOnly: boolean;
  /** null: no limit */
  perCustomerLimit: number | null;
  /** null: no limit */
  totalLimit: number | null;
  redemptions: number;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
  advertised: boolean;
  combinable: boolean;
};

/** What offers need to know of a line beyond its prices. */
export type OfferLineFacts = { productId: number; categoryId: number | null; sellerId: number };

/**
 * The shopper, as the limits need them: orders placed that were not cancelled, and how many of
 * those used each offer. null: not known (nobody signed in) — the per-shopper rules are not checked.
 */
export type OfferShopper = { placedOrders: number; usesOf: ReadonlyMap<number, number> } | null;

/** The offers to price with: the automatic ones running now, the typed code's promotion (if it exists). */
export type OfferInput = {
  /** candidates: automatic offers that may apply, and the promotion the code names (any state) */
  promotions: readonly Promotion[];
  /** what the shopper typed; matched case-insensitively */
  code: string | null;
  shopper: OfferShopper;
  now: Date;
};

/** An offer the order takes: the spec's `promotions[]` entry (amount in paise; for FREE_SHIPPING the fee waived). */
export type AppliedOffer = {
  promotionId: number;
  code: string | null;
  title: string;
  kind: OfferKind;
  amountPaise: number;
};

/** The verdict on the typed code: applied ('Coupon applied.') or refused with its message. */
export type CodeVerdict = { code: string; applied: boolean; message: string };
