/**
 * "Helpful" and "Report" on a published review (design §12): once per account each, kept in
 * review_votes (its primary key makes a repeat a no-op). Both are idempotent: a second click
 * answers 200 with the count unchanged, so a double-click or a retried request never errs nor
 * counts twice. Nobody votes on or reports their own review (409).
 */
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import { expireTags } from '../cache/revalidate';
import { tags } from '../cache/tags';
import { getDb } from '../db/client';
import { products, reviewVotes, reviews } from '../db/schema';
import { AppError } from '../errors';
import { REVIEW_MESSAGES } from './rules';
import { countReviewWrite, reviewById } from './write';

export const VOTE_MESSAGES = {
  ownReview: 'You cannot vote on or report your own review.',
  helpful: 'Thanks for your feedback.',
  reported: 'Thanks. Our team will take a look at this review.',
} as const;

type Kind = 'HELPFUL' | 'REPORT';

/** Records the vote once; `counted` when this call recorded it (and bumped the review's counter). */
async function vote(user: SessionUser, id: string, kind: Kind) {
  await countReviewWrite(user.id);
  const found = await reviewById(id);
  // A hidden review is not there for shoppers.
  if (found.status !== 'PUBLISHED') throw new AppError('not_found', REVIEW_MESSAGES.notFound);
  if (found.userId === user.id) throw new AppError('conflict', VOTE_MESSAGES.ownReview);
  return getDb().transaction(async (tx) => {
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId: found.id, userId: user.id, kind })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (!added.length) return { review: found, counted: false };
    const [review] = await tx
      .update(reviews)
      .set(
        kind === 'HELPFUL'
          ? { helpfulCount: sql`${reviews.helpfulCount} + 1` }
          : { reportCount: sql`${reviews.reportCount} + 1` },
      )
      .where(eq(reviews.id, found.id))
      .returning();
    return { review, counted: true };
  });
}

/** One "helpful" per account; the count shows on the product page, so its cached page is expired (not the listing's). */
export async function markHelpful(user: SessionUser, id: string): Promise<{ helpfulCount: number }> {
  const { review, counted } = await vote(user, id, 'HELPFUL');
  if (counted) {
    const [product] = await getDb()
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, review.productId));
    await expireTags([tags.product(product.slug)]);
  }
  return { helpfulCount: review.helpfulCount };
}

/** One report per account; reviews with reports come first in the staff's moderation list. Nothing public changes. */
export async function reportReview(user: SessionUser, id: string): Promise<void> {
  await vote(user, id, 'REPORT');
}
