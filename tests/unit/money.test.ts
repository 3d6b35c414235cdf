import { isWholePaise, paiseToRupees, rupeesToPaise } from '@/lib/money';

test('rupees ↔ paise: whole paise, rounded at the edge', () => {
  expect(rupeesToPaise(249.5)).toBe(24950);
  expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  expect(rupeesToPaise(19.999)).toBe(2000);
  expect(paiseToRupees(24950)).toBe(249.5);
  expect(paiseToRupees(99.6)).toBe(1);
  expect(paiseToRupees(rupeesToPaise(1234.56))).toBe(1234.56);
});

test('isWholePaise: at most two decimals, within float noise', () => {
  expect(isWholePaise(249)).toBe(true);
  expect(isWholePaise(249.5)).toBe(true);
  expect(isWholePaise(0.1 + 0.2)).toBe(true);
  expect(isWholePaise(1.15)).toBe(true);
  expect(isWholePaise(249.505)).toBe(false);
  expect(isWholePaise(0.001)).toBe(false);
  expect(isWholePaise(Number.NaN)).toBe(false);
});
