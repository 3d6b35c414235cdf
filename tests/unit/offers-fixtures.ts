import type { OfferInput, OfferShopper, Promotion } from '@/lib/offers/types';

export const NOW = new Date('2026-11-20T06:30:00Z');

/** A running store-wide promotion; each test says only what differs. */
export const promo = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  code: 'SAVE10',
  title: '10 % off',
  kind: 'PERCENT',
  value: 10,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  scope: 'ALL',
  scopeIds: [],
  sellerId: null,
  prepaidOnly: false,
  firstOrderOnly: false,
  perCustomerLimit: 1,
  totalLimit: null,
  redemptions: 0,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  active: true,
  advertised: false,
  combinable: false,
  ...over,
});

export const offers = (
  promotions: Promotion[],
  code: string | null = null,
  shopper: OfferShopper = null,
): OfferInput => ({
  promotions,
  code,
  shopper,
  now: NOW,
});
