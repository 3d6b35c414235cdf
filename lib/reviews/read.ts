/**
 * Reading a product's published reviews: a page of them in one of the four orders, and the summary
 * (mean, count, histogram). Hidden reviews and unapproved photos never leave here.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { reviewPhotos, reviews } from '../db/schema';
import { storedImageUrl } from '../media/images';
import { REVIEWS_PAGE_SIZE, roundRating, type ReviewSort } from './rules';
import type { ReviewDto, ReviewPage, ReviewSummary } from './types';

const published = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.status, 'PUBLISHED'));

const hasApprovedPhoto = sql`EXISTS (SELECT 1 FROM ${reviewPhotos} WHERE ${reviewPhotos.reviewId} = ${reviews.id} AND ${reviewPhotos.status} = 'APPROVED')`;

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  photos: [desc(reviews.createdAt), desc(reviews.id)],
};

export async function reviewSummary(productId: number, db: DbOrTx = getDb()): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating);
  const histogram: ReviewSummary['histogram'] = [0, 0, 0, 0, 0];
  for (const r of rows) histogram[r.rating - 1] = Number(r.n);
  const total = histogram.reduce((sum, n) => sum + n, 0);
  const sum = histogram.reduce((s, n, i) => s + n * (i + 1), 0);
  return { rating: total ? roundRating(sum / total) : 0, count: total, histogram };
}

export async function listReviews(
  productId: number,
  { page, sort }: { page: number; sort: ReviewSort },
  db: DbOrTx = getDb(),
): Promise<ReviewPage> {
  const where = sort === 'photos' ? and(published(productId), hasApprovedPhoto) : published(productId);
  const [rows, [{ n }], summary] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
    reviewSummary(productId, db),
  ]);
  const photos = rows.length
    ? await db
        .select({ reviewId: reviewPhotos.reviewId, imageId: reviewPhotos.imageId })
        .from(reviewPhotos)
        .where(
          and(
            inArray(
              reviewPhotos.reviewId,
              rows.map((r) => r.id),
            ),
            eq(reviewPhotos.status, 'APPROVED'),
          ),
        )
        .orderBy(asc(reviewPhotos.position), asc(reviewPhotos.id))
    : [];
  const items = rows.map((r) =>
    toReviewDto(
      r,
      photos.filter((p) => p.reviewId === r.id),
    ),
  );
  return { items, page, size: REVIEWS_PAGE_SIZE, total: Number(n), summary };
}

/** A review row as the page shows it, with the photos given (the public reads pass approved ones only). */
export function toReviewDto(r: typeof reviews.$inferSelect, photos: { imageId: number }[]): ReviewDto {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.text,
    authorName: r.authorName,
    verifiedBuyer: true,
    packLabel: r.packLabel,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.updatedAt.getTime() - r.createdAt.getTime() > 1000 ? r.updatedAt.toISOString() : null,
    helpfulCount: r.helpfulCount,
    photos: photos.map((p) => ({ url: storedImageUrl(p.imageId) })),
    reply: r.reply && r.repliedAt ? { text: r.reply, at: r.repliedAt.toISOString() } : null,
  };
}
