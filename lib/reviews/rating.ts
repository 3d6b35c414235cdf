/**
 * A product's `rating` and `rating_count` are the mean and count of its published reviews (design
 * §12). Every write that publishes, edits, hides or removes a review calls this in its transaction,
 * so the cards, the listing and the product JSON never disagree with the reviews behind them.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema';

export async function refreshProductRating(tx: DbOrTx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((SELECT avg(rating)::real FROM reviews WHERE product_id = ${productId} AND status = 'PUBLISHED'), 0)`,
      ratingCount: sql`(SELECT count(*)::int FROM reviews WHERE product_id = ${productId} AND status = 'PUBLISHED')`,
    })
    .where(eq(products.id, productId));
}
