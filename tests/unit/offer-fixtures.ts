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
