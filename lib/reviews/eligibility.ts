/**
 * Who may review a product (design §12): a shopper with a DELIVERED sub-order line of it. The line
 * is what the review records (the pack bought); anyone else hears REVIEW_MESSAGES.onlyBuyers.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { orderItems, orders, productVariants, products, reviewPhotos, reviews, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { isSlug } from '../validation/slug';
import { toReviewDto } from './read';
import { REVIEW_MESSAGES } from './rules';
import type { MyReviewJson } from './types';

const PRODUCT_NOT_FOUND = 'Product not found';

type ReviewedProduct = { id: number; slug: string };

/** The active product behind a public slug; 404 otherwise (an inactive product takes no reviews). */
export async function reviewedProduct(slug: string, db: DbOrTx = getDb()): Promise<ReviewedProduct> {
  const [row] = isSlug(slug)
    ? await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.isActive, true)))
        .limit(1)
    : [];
  if (!row) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  return row;
}

type DeliveredLine = { orderItemId: number; packLabel: string | null };

/**
 * The shopper's newest delivered line of the product, or null. The pack is named only when the
 * product sells more than one (a one-pack product's "Standard" says nothing).
 */
async function deliveredLineOf(userId: number, productId: number, db: DbOrTx = getDb()): Promise<DeliveredLine | null> {
  const [line] = await db
    .select({ orderItemId: orderItems.id, size: orderItems.size })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), eq(subOrders.status, 'DELIVERED')))
    .orderBy(sql`${subOrders.deliveredAt} DESC NULLS LAST`, desc(orderItems.id))
    .limit(1);
  if (!line) return null;
  const [{ packs }] = await db
    .select({ packs: count() })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return { orderItemId: line.orderItemId, packLabel: Number(packs) > 1 ? line.size : null };
}

/** The delivered line, or the 403 every non-buyer gets. */
export async function requireDeliveredLine(userId: number, productId: number, db: DbOrTx = getDb()) {
  const line = await deliveredLineOf(userId, productId, db);
  if (!line) throw new AppError('forbidden', REVIEW_MESSAGES.onlyBuyers);
  return line;
}

/** The signed-in shopper's standing on a product: their review (any status, approved photos shown) or whether they may write one. */
export async function myReview(userId: number, slug: string, db: DbOrTx = getDb()): Promise<MyReviewJson> {
  const product = await reviewedProduct(slug, db);
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, product.id), eq(reviews.userId, userId)))
    .limit(1);
  if (!review) {
    const line = await deliveredLineOf(userId, product.id, db);
    return { canReview: !!line, reason: line ? null : REVIEW_MESSAGES.onlyBuyers, review: null };
  }
  const photos = await db
    .select({ imageId: reviewPhotos.imageId, status: reviewPhotos.status })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, review.id), inArray(reviewPhotos.status, ['APPROVED', 'PENDING'])))
    .orderBy(reviewPhotos.position, reviewPhotos.id);
  return {
    canReview: false,
    reason: REVIEW_MESSAGES.alreadyReviewed,
    review: {
      ...toReviewDto(
        review,
        photos.filter((p) => p.status === 'APPROVED'),
      ),
      status: review.status as 'PUBLISHED' | 'HIDDEN',
      pendingPhotos: photos.filter((p) => p.status === 'PENDING').length,
    },
  };
}
