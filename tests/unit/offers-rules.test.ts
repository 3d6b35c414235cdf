import { isEligible, lineDiscountOf, refusalOf } from '@/lib/offers/evaluate';
import { OFFER_MESSAGES } from '@/lib/offers/messages';
import { NOW, promo } from './offers-fixtures';

const shopper = (placedOrders = 0, uses: [number, number][] = []) => ({ placedOrders, usesOf: new Map(uses) });
const at = (over: Partial<Parameters<typeof refusalOf>[2]> = {}) => ({
  method: 'UPI' as const,
  shopper: shopper(),
  now: NOW,
  ...over,
});

describe('refusalOf: each rule and its exact message (design §11)', () => {
  it('applies a running promotion (null)', () => {
    expect(refusalOf(promo(), 500_00, at())).toBeNull();
  });

  it('paused or not started yet: not valid', () => {
    expect(refusalOf(promo({ active: false }), 500_00, at())).toBe('This code is not valid.');
    expect(refusalOf(promo({ startsAt: new Date('2026-12-01T00:00:00Z') }), 500_00, at())).toBe(
      'This code is not valid.',
    );
  });

  it('ended: expired, from the very moment it ends', () => {
    expect(refusalOf(promo({ endsAt: NOW }), 500_00, at())).toBe('This code has expired.');
  });

  it('redemptions at the total limit: fully used', () => {
    expect(refusalOf(promo({ totalLimit: 10, redemptions: 10 }), 500_00, at())).toBe('This code has been fully used.');
    expect(refusalOf(promo({ totalLimit: 10, redemptions: 9 }), 500_00, at())).toBeNull();
  });

  it('first order only: refused once the shopper has an order', () => {
    const first = promo({ firstOrderOnly: true });
    expect(refusalOf(first, 500_00, at({ shopper: shopper(1) }))).toBe('This code is for your first order.');
    expect(refusalOf(first, 500_00, at({ shopper: shopper(0) }))).toBeNull();
  });

  it('per-customer limit: refused at the limit, none when the limit is null', () => {
    expect(refusalOf(promo(), 500_00, at({ shopper: shopper(1, [[1, 1]]) }))).toBe('You have already used this code.');
    expect(refusalOf(promo({ perCustomerLimit: 2 }), 500_00, at({ shopper: shopper(1, [[1, 1]]) }))).toBeNull();
    expect(refusalOf(promo({ perCustomerLimit: null }), 500_00, at({ shopper: shopper(9, [[1, 9]]) }))).toBeNull();
  });

  it('nobody signed in: the per-shopper rules wait for the checkout', () => {
    expect(refusalOf(promo({ firstOrderOnly: true }), 500_00, at({ shopper: null }))).toBeNull();
  });

  it('prepaid only: refused for COD, applied for UPI, card and a method not chosen yet', () => {
    const prepaid = promo({ prepaidOnly: true });
    expect(refusalOf(prepaid, 500_00, at({ method: 'COD' }))).toBe('This code is for UPI and card payments.');
    expect(refusalOf(prepaid, 500_00, at({ method: 'CARD' }))).toBeNull();
    expect(refusalOf(prepaid, 500_00, at({ method: null }))).toBeNull();
  });

  it('under the minimum: says how much more, in rupees', () => {
    expect(refusalOf(promo({ minOrderPaise: 999_00 }), 750_00, at())).toBe('Add ₹249 more to use this code.');
    expect(refusalOf(promo({ minOrderPaise: 999_00 }), 750_50, at())).toBe('Add ₹248.50 more to use this code.');
  });

  it('no eligible line: not valid for this order', () => {
    expect(refusalOf(promo(), 0, at())).toBe(OFFER_MESSAGES.invalid);
  });
});

describe('isEligible: scopes and a seller’s own offer', () => {
  const line = { productId: 7, categoryId: 3, sellerId: 2 };
  it('checks the scope ids', () => {
    expect(isEligible(promo({ scope: 'PRODUCTS', scopeIds: [7] }), line)).toBe(true);
    expect(isEligible(promo({ scope: 'PRODUCTS', scopeIds: [8] }), line)).toBe(false);
    expect(isEligible(promo({ scope: 'CATEGORIES', scopeIds: [3] }), line)).toBe(true);
    expect(isEligible(promo({ scope: 'CATEGORIES', scopeIds: [3] }), { ...line, categoryId: null })).toBe(false);
    expect(isEligible(promo({ scope: 'SELLERS', scopeIds: [2] }), line)).toBe(true);
    expect(isEligible(promo({ scope: 'SELLERS', scopeIds: [5] }), line)).toBe(false);
  });
  it("a seller's own offer covers only that seller's lines, whatever its scope", () => {
    expect(isEligible(promo({ sellerId: 2 }), line)).toBe(true);
    expect(isEligible(promo({ sellerId: 5 }), line)).toBe(false);
    expect(isEligible(promo({ sellerId: 5, scope: 'PRODUCTS', scopeIds: [7] }), line)).toBe(false);
  });
});

describe('lineDiscountOf', () => {
  it('PERCENT rounds down to the paisa and stops at its cap', () => {
    expect(lineDiscountOf(promo({ value: 10 }), 999_99)).toBe(99_99);
    expect(lineDiscountOf(promo({ value: 10, maxDiscountPaise: 150_00 }), 5000_00)).toBe(150_00);
  });
  it('FLAT never takes more than the eligible lines cost', () => {
    expect(lineDiscountOf(promo({ kind: 'FLAT', value: 200_00 }), 150_00)).toBe(150_00);
    expect(lineDiscountOf(promo({ kind: 'FLAT', value: 200_00 }), 500_00)).toBe(200_00);
  });
  it('FREE_SHIPPING takes nothing off the lines', () => {
    expect(lineDiscountOf(promo({ kind: 'FREE_SHIPPING', value: 0 }), 500_00)).toBe(0);
  });
});
