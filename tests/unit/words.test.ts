import { countLabel, withFullStop } from '@/lib/format/words';
import { itemsSummary, paymentTypeLabel } from '@/components/orders/format';

test('a count says "1 product", never "1 products"', () => {
  expect(countLabel(1, 'product')).toBe('1 product');
  expect(countLabel(0, 'product')).toBe('0 products');
  expect(countLabel(12, 'item')).toBe('12 items');
});

test('a name ending in a full stop gets no second one ("Pvt. Ltd.", not "Pvt. Ltd..")', () => {
  expect(withFullStop('Organic Tattva Naturals Pvt. Ltd.')).toBe('Organic Tattva Naturals Pvt. Ltd.');
  expect(withFullStop('Organic Tattva LLP')).toBe('Organic Tattva LLP.');
});

test('shoppers read how they pay, not the API’s PREPAID / POSTPAID', () => {
  expect(paymentTypeLabel('PREPAID')).toBe('Prepaid (UPI / card)');
  expect(paymentTypeLabel('POSTPAID')).toBe('Cash on delivery');
});

test('an order card names its first item and how many more', () => {
  expect(itemsSummary(['Darjeeling First Flush'])).toBe('Darjeeling First Flush');
  expect(itemsSummary(['Darjeeling First Flush', 'Wild Honey', 'Haldi'])).toBe('Darjeeling First Flush and 2 more');
});
