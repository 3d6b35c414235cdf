/**
 * The product page's reviews through Next's data cache, under the product's own tag: every review
 * write calls revalidateProduct(slug), so a review published, edited or hidden shows at the next request.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { tags } from '../cache/tags';
import { listReviews } from './read';

/** The first page, newest first: what the product page renders on the server. */
export async function getCachedFirstReviews(slug: string, productId: number) {
  'use cache';
  cacheLife('days');
  cacheTag(tags.product(slug));
  return listReviews(productId, { page: 1, sort: 'newest' });
}
