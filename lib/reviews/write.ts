/**
 * A buyer writes, edits and removes their review of a product (design §12). Each write keeps the
 * product's rating and count in step in its transaction (refreshProductRating), then expires the
 * product's page, its cards and the listing after the commit, so the next request shows it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import { revalidateProduct } from '../cache/revalidate';
import { getDb, type DbOrTx } from '../db/client';
import { products, reviewPhotos, reviews, storedImages } from '../db/schema';
import { AppError } from '../errors';
import { consumeOrThrow, limitKey, type Window } from '../security/rate-limit';
import { idFrom } from '../auth/actor';
import { requireDeliveredLine, reviewedProduct } from './eligibility';
import { attachReviewPhotos, processReviewPhotos } from './photos';
import { refreshProductRating } from './rating';
import { toReviewDto } from './read';
import { authorNameOf, REVIEW_MESSAGES, type ReviewInput } from './rules';
import type { ReviewDto } from './types';

type ReviewEdit = Partial<ReviewInput>;

/** Writes, edits, removals, votes and reports together: far above what a shopper does by hand. */
const REVIEW_WRITES_PER_ACCOUNT: Window = { limit: 60, windowSeconds: 60 * 60 };

export async function countReviewWrite(userId: number): Promise<void> {
  await consumeOrThrow(limitKey('review-write', String(userId)), REVIEW_WRITES_PER_ACCOUNT);
}

const notFound = () => new AppError('not_found', REVIEW_MESSAGES.notFound);

/** A review's row by its public id, or the 404 (a malformed id included). */
export async function reviewById(id: string | number, db: DbOrTx = getDb()) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(eq(reviews.id, idFrom(id, notFound)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The caller's own review, locked for the write; anyone else's is not found. */
async function ownReview(tx: DbOrTx, user: SessionUser, id: string | number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, idFrom(id, notFound)), eq(reviews.userId, user.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const approvedPhotos = (db: DbOrTx, reviewId: number) =>
  db
    .select({ imageId: reviewPhotos.imageId })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, reviewId), eq(reviewPhotos.status, 'APPROVED')))
    .orderBy(reviewPhotos.position, reviewPhotos.id);

const slugOf = async (db: DbOrTx, productId: number) =>
  (await db.select({ slug: products.slug }).from(products).where(eq(products.id, productId)))[0].slug;

/** One review per buyer of a delivered line: published at once, its photos PENDING; a second is 409. */
export async function createReview(
  user: SessionUser,
  slug: string,
  input: ReviewInput,
  files: Uint8Array[] = [],
  db = getDb(),
): Promise<ReviewDto> {
  await countReviewWrite(user.id);
  const product = await reviewedProduct(slug, db);
  const line = await requireDeliveredLine(user.id, product.id, db);
  const photos = await processReviewPhotos(files);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId: user.id,
        orderItemId: line.orderItemId,
        packLabel: line.packLabel,
        authorName: authorNameOf(user.name),
        rating: input.rating,
        title: input.title ?? null,
        text: input.text ?? null,
        status: 'PUBLISHED',
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!created) throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
    await attachReviewPhotos(tx, created.id, photos);
    await refreshProductRating(tx, product.id);
    return created;
  });
  await revalidateProduct(product.slug);
  return toReviewDto(row, []);
}

/** The author changes what they name (photos may be added up to the cap); anyone else gets 404. */
export async function editReview(
  user: SessionUser,
  id: string | number,
  input: ReviewEdit,
  files: Uint8Array[] = [],
  db = getDb(),
): Promise<ReviewDto> {
  await countReviewWrite(user.id);
  const photos = await processReviewPhotos(files);
  const { row, slug } = await db.transaction(async (tx) => {
    const before = await ownReview(tx, user, id);
    const set: Partial<typeof reviews.$inferInsert> = {};
    if (input.rating !== undefined) set.rating = input.rating;
    if (input.title !== undefined) set.title = input.title;
    if (input.text !== undefined) set.text = input.text;
    const [row] = Object.keys(set).length
      ? await tx
          .update(reviews)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(reviews.id, before.id))
          .returning()
      : [before];
    await attachReviewPhotos(tx, row.id, photos);
    await refreshProductRating(tx, row.productId);
    return { row, slug: await slugOf(tx, row.productId) };
  });
  await revalidateProduct(slug);
  return toReviewDto(row, await approvedPhotos(db, row.id));
}

/** The author removes their review, its photos and votes; the product's rating follows. */
export async function deleteReview(user: SessionUser, id: string | number, db = getDb()): Promise<void> {
  await countReviewWrite(user.id);
  const slug = await db.transaction(async (tx) => {
    const review = await ownReview(tx, user, id);
    const images = await tx
      .select({ id: reviewPhotos.imageId })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, review.id));
    // Its photos and votes go with it (on delete cascade); the stored bytes are no one else's.
    await tx.delete(reviews).where(eq(reviews.id, review.id));
    if (images.length)
      await tx.delete(storedImages).where(
        inArray(
          storedImages.id,
          images.map((i) => i.id),
        ),
      );
    await refreshProductRating(tx, review.productId);
    return slugOf(tx, review.productId);
  });
  await revalidateProduct(slug);
}
