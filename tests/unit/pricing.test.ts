import { priceCart as priceWith, shippingMessage } from '@/lib/commerce/pricing';
import { DEFAULT_RATES } from '@/lib/settings/schema';
import { discountPercent } from '@/lib/money';

const SHIPPING_FEE_PAISE = DEFAULT_RATES.shippingFeePaise;
const COD_HANDLING_PAISE = DEFAULT_RATES.codChargePaise;
// The spec's rates, as a shop with no saved settings prices.
const priceCart = (lines: Parameters<typeof priceWith>[0], method: Parameters<typeof priceWith>[2] = null) =>
  priceWith(lines, DEFAULT_RATES, method);
const line = (mrpPaise: number, pricePaise: number, quantity = 1) => ({ mrpPaise, pricePaise, quantity });

describe('priceCart', () => {
  it('charges ₹59 delivery when the goods cost ₹4999.99 after discount', () => {
    const p = priceCart([line(6000_00, 4999_99)]);
    expect(p).toMatchObject({
      subtotalPaise: 6000_00,
      discountPaise: 1000_01,
      shippingPaise: 59_00,
      freeShipping: false,
    });
    expect(p.totalPaise).toBe(4999_99 + 59_00);
    expect(shippingMessage(p, DEFAULT_RATES)).toBe('₹59 delivery fee (free on orders over ₹5000)');
  });

  it('delivers free at exactly ₹5000 after discount, even though the MRP subtotal is higher', () => {
    const p = priceCart([line(3000_00, 2500_00, 2)]);
    expect(p).toMatchObject({
      subtotalPaise: 6000_00,
      discountPaise: 1000_00,
      shippingPaise: 0,
      freeShipping: true,
      totalPaise: 5000_00,
    });
    expect(shippingMessage(p, DEFAULT_RATES)).toBe('Free delivery (order over ₹5000)');
  });

  it('decides delivery on the amount after discount, not on the MRP subtotal', () => {
    // MRP ₹5200 but the shopper pays ₹4800: the fee applies.
    expect(priceCart([line(5200_00, 4800_00)]).shippingPaise).toBe(SHIPPING_FEE_PAISE);
  });

  it('adds the ₹49 handling charge only for cash on delivery', () => {
    const lines = [line(500_00, 450_00, 2)];
    expect(priceCart(lines, 'COD')).toMatchObject({
      handlingPaise: COD_HANDLING_PAISE,
      totalPaise: 900_00 + 59_00 + 49_00,
    });
    expect(priceCart(lines, 'UPI').handlingPaise).toBe(0);
    expect(priceCart(lines, 'CARD').handlingPaise).toBe(0);
    expect(priceCart(lines).handlingPaise).toBe(0);
  });

  it('keeps handling on a COD order that ships free', () => {
    expect(priceCart([line(6000_00, 6000_00)], 'COD')).toMatchObject({
      shippingPaise: 0,
      handlingPaise: 49_00,
      totalPaise: 6049_00,
    });
  });

  it('has a zero discount when selling price equals MRP', () => {
    expect(priceCart([line(349_00, 349_00, 3)])).toMatchObject({
      subtotalPaise: 1047_00,
      discountPaise: 0,
      totalPaise: 1047_00 + 59_00,
    });
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

  it('uses the spec messages word for word with the default rates', () => {
    expect(shippingMessage({ freeShipping: true }, DEFAULT_RATES)).toBe('Free delivery (order over ₹5000)');
    expect(shippingMessage({ freeShipping: false }, DEFAULT_RATES)).toBe(
      '₹59 delivery fee (free on orders over ₹5000)',
    );
  });
});

describe('priceCart with the rates an admin configured', () => {
  const rates = { shippingFeePaise: 79_50, freeDeliveryThresholdPaise: 1200_00, codChargePaise: 25_00 };

  it('charges the configured fee below the configured threshold and nothing at or above it', () => {
    expect(priceWith([line(1199_99, 1199_99)], rates)).toMatchObject({
      shippingPaise: 79_50,
      freeShipping: false,
      totalPaise: 1199_99 + 79_50,
    });
    expect(priceWith([line(1500_00, 1200_00)], rates)).toMatchObject({
      shippingPaise: 0,
      freeShipping: true,
      totalPaise: 1200_00,
    });
    // ₹3,000 is below the spec's ₹5,000 but above this shop's ₹1,200: free here.
    expect(priceWith([line(3000_00, 3000_00)], rates).shippingPaise).toBe(0);
  });

  it('adds the configured COD charge, and only for cash on delivery', () => {
    expect(priceWith([line(500_00, 500_00)], rates, 'COD')).toMatchObject({
      handlingPaise: 25_00,
      totalPaise: 500_00 + 79_50 + 25_00,
    });
    expect(priceWith([line(500_00, 500_00)], rates, 'UPI').handlingPaise).toBe(0);
  });

  it('never charges delivery when the fee is set to zero, and a zero COD charge adds nothing', () => {
    const free = { shippingFeePaise: 0, freeDeliveryThresholdPaise: 1200_00, codChargePaise: 0 };
    expect(priceWith([line(100_00, 100_00)], free, 'COD')).toMatchObject({
      shippingPaise: 0,
      handlingPaise: 0,
      freeShipping: true,
      totalPaise: 100_00,
    });
  });

  it('writes the configured numbers into the delivery messages', () => {
    expect(shippingMessage({ freeShipping: false }, rates)).toBe('₹79.50 delivery fee (free on orders over ₹1200)');
    expect(shippingMessage({ freeShipping: true }, rates)).toBe('Free delivery (order over ₹1200)');
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
