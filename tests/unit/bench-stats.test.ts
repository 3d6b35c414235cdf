/**
 * @jest-environment node
 *
 * The benches' figures (bench/stats.mjs): docs/performance.md quotes medians and nearest-rank
 * percentiles, so "p95" means the same in every bench.
 */
import path from 'node:path';

let median: (xs: number[]) => number;
let percentile: (sorted: number[], p: number) => number;
beforeAll(async () => {
  ({ median, percentile } = await import(path.resolve('bench/stats.mjs')));
});

const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

test('the p-th percentile is the smallest value with p % of the calls at or below it', () => {
  expect(percentile(hundred, 95)).toBe(95);
  expect(percentile(hundred, 99)).toBe(99);
  expect(percentile(hundred, 100)).toBe(100);
  expect(percentile([3, 7, 9], 50)).toBe(7);
});

test('a percentile never reads past either end, and an empty list gives 0', () => {
  expect(percentile([5, 8], 0)).toBe(5);
  expect(percentile([5, 8], 100)).toBe(8);
  expect(percentile([], 95)).toBe(0);
});

test('the median of an even count is the mean of the two middle values', () => {
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([9, 1, 5])).toBe(5);
});
