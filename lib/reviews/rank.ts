/*
 * Kept apart from ./rules.ts (which loads zod) because the listing's client code sorts with it.
 */

/**
 * How "Top Rated" ranks (design §12, docs/decisions.md "Top Rated"): the mean pulled toward a prior of 3.5 stars worth 5 reviews,
 * so a product's score needs many reviews to move far from the prior. One 5-star review scores
 * 3.75; two hundred averaging 4.8 score 4.77; no reviews score the prior, below any well-liked product.
 */
const RANK_PRIOR_MEAN = 3.5;
const RANK_PRIOR_COUNT = 5;
export function ratingRankScore(rating: number, count: number): number {
  return (RANK_PRIOR_MEAN * RANK_PRIOR_COUNT + rating * count) / (RANK_PRIOR_COUNT + count);
}
