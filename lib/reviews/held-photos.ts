/**
 * A review's photo is public once staff approve it (design §12). Until then, or once rejected, its
 * stored image is shown only to the staff who moderate that product's reviews — otherwise anyone
 * could read unmoderated uploads by guessing image ids.
 */
import { and, eq, ne } from 'drizzle-orm';
import { inScope, staffScopeOf } from '../auth/staff';
import type { SessionUser } from '../auth/session';
import { getDb, type DbOrTx } from '../db/client';
import { products, reviewPhotos, reviews } from '../db/schema';

export type ImageAccess = 'public' | 'staff' | 'hidden';

/**
 * Who may see stored image `imageId`: anyone, only this moderating staff member (not cached), or nobody.
 * `who` is asked only for a held photo, so serving every other image reads no session.
 */
export async function imageAccessFor(
  imageId: number,
  who: () => Promise<Pick<SessionUser, 'role' | 'sellerId'> | null>,
  db: DbOrTx = getDb(),
): Promise<ImageAccess> {
  const [held] = await db
    .select({ sellerId: products.sellerId })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviewPhotos.imageId, imageId), ne(reviewPhotos.status, 'APPROVED')))
    .limit(1);
  if (!held) return 'public';
  const user = await who();
  const staff = user && (user.role === 'ADMIN' || user.role === 'SELLER') ? staffScopeOf(user) : null;
  return staff && inScope(staff, held.sellerId) ? 'staff' : 'hidden';
}
