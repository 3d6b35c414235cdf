import { offerLabel, termsOf } from '@/lib/offers/terms';

const base = {
  kind: 'PERCENT' as const,
  value: 10,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  prepaidOnly: false,
  firstOrderOnly: false,
  endsAt: null,
};

describe('an offer’s terms as the shopper reads them', () => {
  it('names the cap and the first order', () => {
    expect(termsOf({ ...base, maxDiscountPaise: 150_00, firstOrderOnly: true })).toBe(
      '10% off up to ₹150 on your first order',
    );
  });

  it('names the prepaid methods, the minimum order and the last day in IST', () => {
    // Ends at midnight IST on 1 Dec: the last day it can be used is 30 Nov.
    expect(
      termsOf({
        ...base,
        value: 5,
        prepaidOnly: true,
        minOrderPaise: 499_00,
        endsAt: new Date('2026-11-30T18:30:00Z'),
      }),
    ).toBe('5% off when you pay by UPI or card · Min. order ₹499 · Ends 30 Nov');
  });

  it('words a flat amount and free delivery', () => {
    expect(termsOf({ ...base, kind: 'FLAT', value: 50_00 })).toBe('₹50 off');
    expect(termsOf({ ...base, kind: 'FLAT', value: 49_50, minOrderPaise: 999_00 })).toBe(
      '₹49.50 off · Min. order ₹999',
    );
    expect(termsOf({ ...base, kind: 'FREE_SHIPPING', value: 0 })).toBe('Free delivery');
  });

  it('labels a code’s offer by code and title, an automatic one by its title', () => {
    expect(offerLabel({ code: 'WELCOME10', title: 'Welcome offer' })).toBe('WELCOME10 · Welcome offer');
    expect(offerLabel({ code: null, title: 'Prepaid offer' })).toBe('Prepaid offer');
  });
});
