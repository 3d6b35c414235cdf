/** Top Rated weighs the count: a lone 5-star review does not outrank two hundred at 4.8. */
import type { ListingProduct } from '@/lib/catalog/listing';
import { sortProducts } from '@/lib/catalog/listing';
import { ratingRankScore } from '@/lib/reviews/rank';

const card = (id: number, rating: number, ratingCount: number) =>
  ({ id, title: `P${id}`, rating, ratingCount, sellingPrice: 100, createdAt: '2026-01-01' }) as ListingProduct;

test('one 5-star review ranks below two hundred at 4.8', () => {
  expect(ratingRankScore(5, 1)).toBeLessThan(ratingRankScore(4.8, 200));
  const sorted = sortProducts([card(1, 5, 1), card(2, 4.8, 200)], 'rating');
  expect(sorted.map((p) => p.id)).toEqual([2, 1]);
});

test('unreviewed products go below well-liked ones and above poorly rated ones', () => {
  const sorted = sortProducts([card(1, 0, 0), card(2, 2, 40), card(3, 4.5, 12)], 'rating');
  expect(sorted.map((p) => p.id)).toEqual([3, 1, 2]);
});

test('the same mean ranks the product with more reviews first', () => {
  const sorted = sortProducts([card(1, 4.5, 3), card(2, 4.5, 30)], 'rating');
  expect(sorted.map((p) => p.id)).toEqual([2, 1]);
});
