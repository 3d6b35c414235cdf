import type { ShownLine } from '@/lib/commerce/lines';
import type { OfferInput, Promotion } from '@/lib/offers/types';

/** A running store-wide offer; override what a test is about. */
export function promotion(overrides: Partial<Promotion>): Promotion {
  return {
    id: 1,
    code: null,
    title: 'Offer',
    kind: 'PERCENT',
    value: 10,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    scope: 'ALL',
    scopeIds: [],
    sellerId: null,
    prepaidOnly: false,
    firstOrderOnly: false,
    perCustomerLimit: null,
    totalLimit: null,
    redemptions: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    active: true,
    advertised: true,
    combinable: true,
    ...overrides,
  };
}

export const offersOf = (promotions: Promotion[], code: string | null = null): OfferInput => ({
  promotions,
  code,
  shopper: null,
  now: new Date('2026-11-26T00:00:00Z'),
});

/** A cart line of tea at ₹400 (MRP ₹500). */
export const teaLine = (quantity: number): ShownLine => ({
  productId: 7,
  variantId: 70,
  slug: 'tea',
  title: 'Tea',
  size: '100 g',
  image: null,
  quantity,
  sellingPrice: 400,
  productPrice: 500,
  stock: 10,
});
