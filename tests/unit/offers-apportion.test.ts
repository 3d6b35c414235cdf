import { apportion } from '@/lib/offers/apportion';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('apportion: a discount split over lines in whole paise', () => {
  it('splits in proportion and the shares add up to the discount exactly', () => {
    expect(apportion(100_00, [300_00, 100_00])).toEqual([75_00, 25_00]);
  });

  it('gives the odd paise to the largest remainders, earlier lines first on a tie', () => {
    // 100 over three equal lines: 33.33… each; one paisa left goes to the first.
    expect(apportion(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    // 10 over 1:2 → 3.33 and 6.67: the larger remainder (0.67) takes the paisa.
    expect(apportion(10, [100, 200])).toEqual([3, 7]);
  });

  it('never takes a line below zero, even the whole amount', () => {
    const amounts = [1, 2, 997];
    const shares = apportion(1000, amounts);
    expect(shares).toEqual(amounts);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(amounts[i]));
  });

  it('leaves lines with nothing eligible (amount 0) untouched', () => {
    expect(apportion(50, [0, 100, 0, 100])).toEqual([0, 25, 0, 25]);
  });

  it('stays exact on large orders where discount × amount passes 2^53', () => {
    const amounts = [9_999_999_99, 7_777_777_77, 1_234_567_89];
    const discount = 5_432_109_87;
    const shares = apportion(discount, amounts);
    expect(sum(shares)).toBe(discount);
    shares.forEach((s, i) => {
      expect(Number.isSafeInteger(s)).toBe(true);
      expect(Math.abs(s - (discount * amounts[i]) / sum(amounts))).toBeLessThan(1);
    });
  });

  it('refuses a discount larger than the lines or not whole', () => {
    expect(() => apportion(301, [100, 200])).toThrow(RangeError);
    expect(() => apportion(1.5, [100])).toThrow(RangeError);
    expect(() => apportion(-1, [100])).toThrow(RangeError);
    expect(apportion(0, [100, 200])).toEqual([0, 0]);
  });
});
