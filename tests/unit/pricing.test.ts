import {
  COD_HANDLING_PAISE,
  DELIVERY_FEE_MESSAGE,
  FREE_DELIVERY_MESSAGE,
  SHIPPING_FEE_PAISE,
  priceCart,
  shippingMessage,
} from '@/lib/commerce/pricing';
import { discountPercent } from '@/lib/money';

const line = (mrpPaise: number, pricePaise: number, quantity = 1) => ({ mrpPaise, pricePaise, quantity });

describe('priceCart', () => {
  it('charges ₹59 delivery when the goods cost ₹4999.99 after discount', () => {
    const p = priceCart([line(6000_00, 4999_99)]);
    expect(p).toMatchObject({ subtotalPaise: 6000_00, discountPaise: 1000_01, shippingPaise: 59_00, freeShipping: false });
    expect(p.totalPaise).toBe(4999_99 + 59_00);
    expect(shippingMessage(p)).toBe('₹59 delivery fee (free on orders over ₹5000)');
  });

  it('delivers free at exactly ₹5000 after discount, even though the MRP subtotal is higher', () => {
    const p = priceCart([line(3000_00, 2500_00, 2)]);
    expect(p).toMatchObject({ subtotalPaise: 6000_00, discountPaise: 1000_00, shippingPaise: 0, freeShipping: true, totalPaise: 5000_00 });
    expect(shippingMessage(p)).toBe('Free delivery (order over ₹5000)');
  });

  it('decides delivery on the amount after discount, not on the MRP subtotal', () => {
    // MRP ₹5200 but the shopper pays ₹4800: the fee applies.
    expect(priceCart([line(5200_00, 4800_00)]).shippingPaise).toBe(SHIPPING_FEE_PAISE);
  });

  it('adds the ₹49 handling charge only for cash on delivery', () => {
    const lines = [line(500_00, 450_00, 2)];
    expect(priceCart(lines, 'COD')).toMatchObject({ handlingPaise: COD_HANDLING_PAISE, totalPaise: 900_00 + 59_00 + 49_00 });
    expect(priceCart(lines, 'UPI').handlingPaise).toBe(0);
    expect(priceCart(lines, 'CARD').handlingPaise).toBe(0);
    expect(priceCart(lines).handlingPaise).toBe(0);
  });

  it('keeps handling on a COD order that ships free', () => {
    expect(priceCart([line(6000_00, 6000_00)], 'COD')).toMatchObject({ shippingPaise: 0, handlingPaise: 49_00, totalPaise: 6049_00 });
  });

  it('has a zero discount when selling price equals MRP', () => {
    expect(priceCart([line(349_00, 349_00, 3)])).toMatchObject({ subtotalPaise: 1047_00, discountPaise: 0, totalPaise: 1047_00 + 59_00 });
  });

  it('adds up mixed lines: subtotal at MRP, discount per line × quantity', () => {
    const p = priceCart([line(499_00, 399_00, 2), line(250_00, 250_00, 1), line(1299_50, 999_25, 3)]);
    expect(p.subtotalPaise).toBe(499_00 * 2 + 250_00 + 1299_50 * 3);
    expect(p.discountPaise).toBe(100_00 * 2 + 0 + 300_25 * 3);
    expect(p.itemCount).toBe(6);
    expect(p.totalPaise).toBe(p.subtotalPaise - p.discountPaise + p.shippingPaise);
  });

  it('never turns a selling price above MRP into a negative discount', () => {
    expect(priceCart([line(100_00, 120_00)])).toMatchObject({ subtotalPaise: 120_00, discountPaise: 0 });
  });

  it('charges nothing, delivery included, for an empty cart', () => {
    expect(priceCart([], 'COD')).toMatchObject({ subtotalPaise: 0, shippingPaise: 0, handlingPaise: 0, totalPaise: 0 });
  });

  it('refuses fractional paise or quantities below 1', () => {
    expect(() => priceCart([line(100.5, 100_00)])).toThrow(RangeError);
    expect(() => priceCart([line(100_00, 100_00, 0)])).toThrow(RangeError);
    expect(() => priceCart([line(100_00, 100_00, 1.5)])).toThrow(RangeError);
  });

  it('uses the spec messages word for word', () => {
    expect(FREE_DELIVERY_MESSAGE).toBe('Free delivery (order over ₹5000)');
    expect(DELIVERY_FEE_MESSAGE).toBe('₹59 delivery fee (free on orders over ₹5000)');
  });
});

describe('discount percent rounding', () => {
  it.each([
    [100, 67, 33], // 33.0
    [300, 199, 34], // 33.67 rounds up
    [999, 749, 25], // 25.03
    [200, 199, 1], // 0.5 rounds half up
    [1000, 995, 1], // 0.5
    [1000, 996, 0], // 0.4
    [499, 499, 0],
  ])('MRP %p selling %p → %p%%', (mrp, selling, pct) => {
    expect(discountPercent(mrp, selling)).toBe(pct);
  });
});
