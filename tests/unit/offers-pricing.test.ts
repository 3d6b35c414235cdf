import { priceCart, shippingMessage, type PricedLine } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { offers, promo } from './offers-fixtures';

const line = (pricePaise: number, quantity = 1, facts: Partial<PricedLine> = {}): PricedLine => ({
  mrpPaise: pricePaise,
  pricePaise,
  quantity,
  productId: 1,
  categoryId: 1,
  sellerId: 1,
  ...facts,
});

/** total = subtotal − discount + shipping + handling, and the lines' nets add up to the goods' amount. */
function expectConsistent(p: ReturnType<typeof priceCart>) {
  expect(p.totalPaise).toBe(p.subtotalPaise - p.discountPaise + p.shippingPaise + p.handlingPaise);
  expect(p.lineNetPaise.reduce((s, n) => s + n, 0)).toBe(p.itemsPaise);
  p.lineNetPaise.forEach((n) => expect(n).toBeGreaterThanOrEqual(0));
}

describe('priceCart with offers', () => {
  it('a typed code: applied, its amount split over the lines, the total still adds up', () => {
    const p = priceCart([line(300_00), line(100_00, 2)], DEFAULT_RATES, 'UPI', offers([promo()], 'save10'));
    expect(p.code).toEqual({ code: 'SAVE10', applied: true, message: 'Coupon applied.' });
    expect(p.offerPaise).toBe(50_00);
    expect(p.lineNetPaise).toEqual([270_00, 180_00]);
    expect(p.promotions).toEqual([
      { promotionId: 1, code: 'SAVE10', title: '10 % off', kind: 'PERCENT', amountPaise: 50_00 },
    ]);
    expectConsistent(p);
  });

  it('an unknown code is refused as not valid and nothing is taken off', () => {
    const p = priceCart([line(300_00)], DEFAULT_RATES, 'UPI', offers([promo()], 'NOPE'));
    expect(p.code).toEqual({ code: 'NOPE', applied: false, message: 'This code is not valid.' });
    expect(p.offerPaise).toBe(0);
    expectConsistent(p);
  });

  it('the automatic offer that saves most applies by itself', () => {
    const small = promo({ id: 2, code: null, title: '5 %', value: 5 });
    const big = promo({ id: 3, code: null, title: '₹100 off', kind: 'FLAT', value: 100_00 });
    const p = priceCart([line(1000_00)], DEFAULT_RATES, 'UPI', offers([small, big]));
    expect(p.promotions.map((o) => o.title)).toEqual(['₹100 off']);
    expect(p.offerPaise).toBe(100_00);
    expectConsistent(p);
  });

  it('a code and an automatic offer combine only when both are combinable; otherwise the code wins', () => {
    const auto = (combinable: boolean) => promo({ id: 2, code: null, title: 'Auto 5 %', value: 5, combinable });
    const code = (combinable: boolean) => promo({ combinable });
    const both = priceCart([line(1000_00)], DEFAULT_RATES, 'UPI', offers([code(true), auto(true)], 'SAVE10'));
    // The code first (100), then the automatic offer on what is left (5 % of 900).
    expect(both.promotions.map((o) => [o.title, o.amountPaise])).toEqual([
      ['10 % off', 100_00],
      ['Auto 5 %', 45_00],
    ]);
    expectConsistent(both);
    for (const [c, a] of [
      [true, false],
      [false, true],
    ]) {
      const one = priceCart([line(1000_00)], DEFAULT_RATES, 'UPI', offers([code(c), auto(a)], 'SAVE10'));
      expect(one.promotions.map((o) => o.title)).toEqual(['10 % off']);
    }
  });

  it('FLAT is capped at the eligible lines and never reaches other lines', () => {
    const flat = promo({ kind: 'FLAT', value: 500_00, scope: 'PRODUCTS', scopeIds: [7] });
    const p = priceCart(
      [line(200_00, 1, { productId: 7 }), line(800_00, 1, { productId: 8 })],
      DEFAULT_RATES,
      'UPI',
      offers([flat], 'SAVE10'),
    );
    expect(p.lineNetPaise).toEqual([0, 800_00]);
    expect(p.offerPaise).toBe(200_00);
    expectConsistent(p);
  });

  it("a seller's own offer takes its lines only, and its minimum counts its lines only", () => {
    const own = promo({ sellerId: 2, minOrderPaise: 500_00 });
    const lines = [line(400_00, 1, { sellerId: 2 }), line(900_00, 1, { sellerId: 3 })];
    const short = priceCart(lines, DEFAULT_RATES, 'UPI', offers([own], 'SAVE10'));
    expect(short.code?.message).toBe('Add ₹100 more to use this code.');
    const enough = priceCart(
      [line(400_00, 2, { sellerId: 2 }), lines[1]],
      DEFAULT_RATES,
      'UPI',
      offers([own], 'SAVE10'),
    );
    expect(enough.lineNetPaise).toEqual([720_00, 900_00]);
    expectConsistent(enough);
  });

  it('PERCENT stops at its cap', () => {
    const capped = promo({ value: 10, maxDiscountPaise: 150_00 });
    const p = priceCart([line(4000_00)], DEFAULT_RATES, 'UPI', offers([capped], 'SAVE10'));
    expect(p.offerPaise).toBe(150_00);
    expectConsistent(p);
  });

  it('FREE_SHIPPING waives the fee only where one is charged, and records the fee it waived', () => {
    const free = promo({ kind: 'FREE_SHIPPING', value: 0 });
    const small = priceCart([line(300_00)], DEFAULT_RATES, 'UPI', offers([free], 'SAVE10'));
    expect(small.shippingPaise).toBe(0);
    expect(small.promotions).toMatchObject([{ kind: 'FREE_SHIPPING', amountPaise: 59_00 }]);
    expect(small.totalPaise).toBe(300_00);
    expect(shippingMessage(small, DEFAULT_RATES)).toBe('Free delivery with your offer');
    expectConsistent(small);
    // An automatic free-delivery offer on an order that already ships free saves nothing: not taken.
    const auto = promo({ id: 4, code: null, kind: 'FREE_SHIPPING', value: 0 });
    const big = priceCart([line(6000_00)], DEFAULT_RATES, 'UPI', offers([auto]));
    expect(big.promotions).toEqual([]);
  });

  it('reads the shipping rule after the offers: a discount under the threshold brings the fee back', () => {
    const p = priceCart([line(5200_00)], DEFAULT_RATES, 'UPI', offers([promo()], 'SAVE10'));
    expect(p.itemsPaise).toBe(4680_00);
    expect(p.shippingPaise).toBe(59_00);
    expectConsistent(p);
  });

  it('a prepaid-only code is refused with COD, which also pays the handling charge', () => {
    const p = priceCart([line(500_00)], DEFAULT_RATES, 'COD', offers([promo({ prepaidOnly: true })], 'SAVE10'));
    expect(p.code?.message).toBe('This code is for UPI and card payments.');
    expect(p.handlingPaise).toBe(49_00);
    expectConsistent(p);
  });

  it('MRP discounts and offers both count in discountPaise', () => {
    const p = priceCart(
      [{ ...line(400_00), mrpPaise: 500_00 }],
      DEFAULT_RATES,
      'UPI',
      offers([promo({ kind: 'FLAT', value: 40_00 })], 'SAVE10'),
    );
    expect(p.discountPaise).toBe(100_00 + 40_00);
    expectConsistent(p);
  });
});
