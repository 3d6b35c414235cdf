/**
 * Review moderation in the back office (design §12): the list staff work from, publish (which
 * approves the pending photos) or hide with a reason, and the one public reply. A seller's member
 * reaches only the reviews of its own seller's products; any other review is "not found", like one
 * that does not exist. Each change is audited and refreshes the product's rating in its own
 * transaction, then expires the product's pages so the next request shows it.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { scopedSellerId, staffScopeOf, type StaffScope } from '../auth/staff';
import { recordAudit } from '../audit/audit';
import { revalidateProduct } from '../cache/revalidate';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import { products, reviewPhotos, reviews } from '../db/schema';
import { AppError } from '../errors';
import { storedImageUrl } from '../media/images';
import { likePattern, offsetOf, type Page } from '../validation/paging';
import type { ModerateReviewInput, ReviewAdminQuery, ReviewStatusFilter } from './moderation-rules';
import { refreshProductRating } from './rating';
import { REVIEW_MESSAGES } from './rules';

type PhotoStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export type AdminReviewRow = {
  id: number;
  product: { id: number; title: string; slug: string };
  authorName: string;
  rating: number;
  title: string | null;
  text: string | null;
  packLabel: string | null;
  status: 'PUBLISHED' | 'HIDDEN';
  hiddenReason: string | null;
  reply: { text: string; at: string } | null;
  photos: { id: number; url: string; status: PhotoStatus }[];
  reports: number;
  helpful: number;
  createdAt: string;
};

const notFound = () => new AppError('not_found', REVIEW_MESSAGES.notFound);

const hasPendingPhoto = sql`EXISTS (SELECT 1 FROM ${reviewPhotos} WHERE ${reviewPhotos.reviewId} = ${reviews.id} AND ${reviewPhotos.status} = 'PENDING')`;

const STATUS_WHERE: Record<ReviewStatusFilter, SQL> = {
  PUBLISHED: eq(reviews.status, 'PUBLISHED'),
  HIDDEN: eq(reviews.status, 'HIDDEN'),
  PHOTOS_PENDING: hasPendingPhoto,
  // the reports still to look at: a hidden review has been dealt with
  REPORTED: and(eq(reviews.status, 'PUBLISHED'), sql`${reviews.reportCount} > 0`)!,
};

/** Reviews of products inside the scope (every product for an admin). */
function scopeWhere(scope: StaffScope): SQL | undefined {
  const sellerId = scopedSellerId(scope);
  return sellerId === null
    ? undefined
    : sql`${reviews.productId} IN (SELECT p.id FROM products p WHERE p.seller_id = ${sellerId})`;
}

export async function listReviewsForStaff(
  actor: Actor,
  query: ReviewAdminQuery,
  db: DbOrTx = getDb(),
): Promise<Page<AdminReviewRow>> {
  const where: (SQL | undefined)[] = [scopeWhere(staffScopeOf(actor))];
  if (query.status) where.push(STATUS_WHERE[query.status]);
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(sql`${reviews.productId} IN (SELECT p.id FROM products p WHERE lower(p.title) LIKE ${pattern})`);
  }
  const cond = and(...where.filter(Boolean));
  // The page of ids comes off the reviews alone, newest first; only those rows are joined.
  const pageIds = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(cond)
    .orderBy(desc(reviews.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ review: reviews, productTitle: products.title, productSlug: products.slug })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(inArray(reviews.id, pageIds))
      .orderBy(desc(reviews.id)),
    db.select({ total: count() }).from(reviews).where(cond),
  ]);
  const photos = rows.length
    ? await db
        .select()
        .from(reviewPhotos)
        .where(
          inArray(
            reviewPhotos.reviewId,
            rows.map((r) => r.review.id),
          ),
        )
        .orderBy(asc(reviewPhotos.position), asc(reviewPhotos.id))
    : [];
  return {
    items: rows.map(({ review: r, productTitle, productSlug }) => ({
      id: r.id,
      product: { id: r.productId, title: productTitle, slug: productSlug },
      authorName: r.authorName,
      rating: r.rating,
      title: r.title,
      text: r.text,
      packLabel: r.packLabel,
      status: r.status as AdminReviewRow['status'],
      hiddenReason: r.hiddenReason,
      reply: r.reply && r.repliedAt ? { text: r.reply, at: r.repliedAt.toISOString() } : null,
      photos: photos
        .filter((p) => p.reviewId === r.id)
        .map((p) => ({ id: p.id, url: storedImageUrl(p.imageId), status: p.status as PhotoStatus })),
      reports: r.reportCount,
      helpful: r.helpfulCount,
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: Number(total),
  };
}

/** What waits for staff, for the dashboard: reviews with photos to approve, and published ones reported. */
export async function reviewsWaiting(actor: Actor, db: DbOrTx = getDb()) {
  const scope = scopeWhere(staffScopeOf(actor));
  const countOf = async (filter: ReviewStatusFilter) =>
    Number((await db.select({ n: count() }).from(reviews).where(and(scope, STATUS_WHERE[filter])))[0].n);
  const [photos, reported] = await Promise.all([countOf('PHOTOS_PENDING'), countOf('REPORTED')]);
  return { photos, reported };
}

/** The review, locked for the transaction, with its product's slug, if it is inside the scope. */
async function scopedReview(tx: Tx, actor: Actor, id: string | number) {
  const reviewId = idFrom(id, notFound);
  const [review] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), scopeWhere(staffScopeOf(actor))))
    .for('update');
  if (!review) throw notFound();
  const [product] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, review.productId));
  return { review, slug: product.slug };
}

/**
 * One moderation step in one transaction: the change, its audit entry and the product's rating;
 * the product's pages expire after the commit.
 */
async function moderate(
  actor: Actor,
  id: string | number,
  change: (tx: Tx, review: typeof reviews.$inferSelect) => Promise<{ action: string; before: unknown; after: unknown }>,
  db = getDb(),
): Promise<{ id: number }> {
  const { reviewId, slug } = await db.transaction(async (tx) => {
    const { review, slug } = await scopedReview(tx, actor, id);
    const entry = await change(tx, review);
    await recordAudit(tx, actor, 'review', review.id, entry.action, entry.before, entry.after);
    await refreshProductRating(tx, review.productId);
    return { reviewId: review.id, slug };
  });
  revalidateProduct(slug);
  return { id: reviewId };
}

/** Publish (every pending photo approved, or rejected when named) or hide with a reason. */
export async function moderateReview(actor: Actor, id: string | number, input: ModerateReviewInput, db = getDb()) {
  return moderate(
    actor,
    id,
    async (tx, review) => {
      const before = { status: review.status, hiddenReason: review.hiddenReason };
      // updatedAt stays: it tells shoppers when the author edited the review, not when staff looked at it.
      if (input.action === 'hide') {
        await tx.update(reviews).set({ status: 'HIDDEN', hiddenReason: input.reason }).where(eq(reviews.id, review.id));
        return { action: 'hide', before, after: { status: 'HIDDEN', hiddenReason: input.reason } };
      }
      await tx.update(reviews).set({ status: 'PUBLISHED', hiddenReason: null }).where(eq(reviews.id, review.id));
      const pending = and(eq(reviewPhotos.reviewId, review.id), eq(reviewPhotos.status, 'PENDING'));
      const rejectIds = input.rejectPhotoIds ?? [];
      const rejected = rejectIds.length
        ? await tx
            .update(reviewPhotos)
            .set({ status: 'REJECTED' })
            .where(and(pending, inArray(reviewPhotos.id, rejectIds)))
            .returning({ id: reviewPhotos.id })
        : [];
      const approved = await tx
        .update(reviewPhotos)
        .set({ status: 'APPROVED' })
        .where(pending)
        .returning({ id: reviewPhotos.id });
      const photos = { approved: approved.map((p) => p.id), rejected: rejected.map((p) => p.id) };
      return { action: 'publish', before, after: { status: 'PUBLISHED', photos } };
    },
    db,
  );
}

/** The one public reply: a second reply replaces the first (an edit, audited with what it said). */
export async function replyToReview(actor: Actor, id: string | number, input: { text: string }, db = getDb()) {
  return moderate(
    actor,
    id,
    async (tx, review) => {
      await tx.update(reviews).set({ reply: input.text, repliedAt: new Date() }).where(eq(reviews.id, review.id));
      return {
        action: review.reply ? 'reply-edit' : 'reply',
        before: { reply: review.reply },
        after: { reply: input.text },
      };
    },
    db,
  );
}
