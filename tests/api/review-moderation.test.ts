/**
 * Review moderation through the admin routes (design §12): hiding takes a review out of the product's
 * public list, summary and rating; publishing approves its photos; the one public reply shows on the
 * page; a seller's member reaches only its own products' reviews; every step is audited and expires
 * the product's cached pages.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, products, reviewPhotos, reviews, storedImages } from '@/lib/db/schema';
import { tags } from '@/lib/cache/tags';
import { listReviews, reviewSummary } from '@/lib/reviews/read';
import { refreshProductRating } from '@/lib/reviews/rating';
import { reviewsWaiting, type AdminReviewRow } from '@/lib/reviews/moderation';
import type { Page } from '@/lib/validation/paging';
import { GET as listRoute } from '@/app/api/v1/admin/reviews/route';
import { POST as moderateRoute } from '@/app/api/v1/admin/reviews/[id]/moderate/route';
import { POST as replyRoute } from '@/app/api/v1/admin/reviews/[id]/reply/route';
import { GET as imageRoute } from '@/app/api/images/[id]/route';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { expiredAt } from '../helpers/tag-times';
import { createTestUser, type TestUser } from '../helpers/auth';
import { pngBytes } from '../helpers/admin';
import { call } from '../helpers/http';
import { json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
let admin: TestUser;
let memberA: TestUser;
let memberB: TestUser;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN', name: 'Ada Admin' });
  memberA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id, name: 'Member A' });
  memberB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id, name: 'Member B' });
}, 60_000);
afterAll(teardownTestDatabase);

/** A buyer's review inserted as the writing path would leave it, the product's rating kept in step. */
async function review(productId: number, rating: number, extra: Partial<typeof reviews.$inferInsert> = {}) {
  const { user } = await createTestUser({ name: 'Priya Sharma' });
  const db = getDb();
  const [row] = await db
    .insert(reviews)
    .values({ productId, userId: user.id, authorName: 'Priya S.', rating, text: `Rated ${rating}`, ...extra })
    .returning();
  await refreshProductRating(db, productId);
  return row;
}

async function photo(reviewId: number, position = 0) {
  const png = await pngBytes();
  const [image] = await getDb()
    .insert(storedImages)
    .values({ image: png, contentType: 'image/png', width: 40, height: 30 })
    .returning();
  const [row] = await getDb().insert(reviewPhotos).values({ reviewId, imageId: image.id, position }).returning();
  return row;
}

const list = (who: TestUser, query = '') =>
  call(listRoute, `/api/v1/admin/reviews${query}`, { headers: who.authHeader });
const moderate = (who: TestUser, id: number, body: unknown) =>
  call(moderateRoute, `/api/v1/admin/reviews/${id}/moderate`, {
    method: 'POST',
    ...json(body, who.authHeader),
    params: { id: String(id) },
  });
const replyTo = (who: TestUser, id: number, text: unknown) =>
  call(replyRoute, `/api/v1/admin/reviews/${id}/reply`, {
    method: 'POST',
    ...json({ text }, who.authHeader),
    params: { id: String(id) },
  });

const rows = (res: Awaited<ReturnType<typeof list>>) => (res.body!.data as Page<AdminReviewRow>).items;
const ratingOf = async (productId: number) => {
  const [p] = await getDb()
    .select({ rating: products.rating, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return p;
};
const auditsOf = (reviewId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(reviewId))))
    .orderBy(desc(auditLog.id));

test('hiding a review takes it out of the public list, the summary and the product rating; publishing brings it back', async () => {
  const good = await review(f.saffron.id, 5);
  const bad = await review(f.saffron.id, 2);
  expect(await ratingOf(f.saffron.id)).toEqual({ rating: 3.5, count: 2 });

  const before = Date.now();
  const hidden = await moderate(admin, bad.id, { action: 'hide', reason: 'Talks about another shop' });
  expect(hidden.status).toBe(200);
  expect(hidden.body!.message).toBe('Review hidden');

  const page = await listReviews(f.saffron.id, { page: 1, sort: 'newest' });
  expect(page.items.map((r) => r.id)).toEqual([good.id]);
  expect(page.summary).toEqual({ rating: 5, count: 1, histogram: [0, 0, 0, 0, 1] });
  expect(await ratingOf(f.saffron.id)).toEqual({ rating: 5, count: 1 });
  // the product's page, its cards and the listing render afresh at the next request
  expect(expiredAt(tags.product(f.saffron.slug))).toBeGreaterThanOrEqual(before);
  expect(expiredAt(tags.products)).toBeGreaterThanOrEqual(before);

  const staffView = rows(await list(admin, '?status=HIDDEN')).find((r) => r.id === bad.id)!;
  expect(staffView).toMatchObject({ status: 'HIDDEN', hiddenReason: 'Talks about another shop', rating: 2 });
  expect(staffView.product).toEqual({ id: f.saffron.id, title: 'Kashmiri Saffron', slug: f.saffron.slug });

  expect((await moderate(admin, bad.id, { action: 'publish' })).status).toBe(200);
  expect((await reviewSummary(f.saffron.id)).count).toBe(2);
  expect(await ratingOf(f.saffron.id)).toEqual({ rating: 3.5, count: 2 });
  const [row] = await getDb().select().from(reviews).where(eq(reviews.id, bad.id));
  expect(row.hiddenReason).toBeNull();
  // staff looking at a review is not the author editing it
  expect((await listReviews(f.saffron.id, { page: 1, sort: 'newest' })).items.every((r) => r.editedAt === null)).toBe(
    true,
  );
});

test('hiding without a reason is refused with 400 and changes nothing', async () => {
  const r = await review(f.tea.id, 4);
  for (const body of [{ action: 'hide' }, { action: 'hide', reason: '   ' }]) {
    const res = await moderate(admin, r.id, body);
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('Give a reason for hiding this review.');
    expect(res.body!.errors).toEqual({ reason: 'Give a reason for hiding this review.' });
  }
  expect((await moderate(admin, r.id, { action: 'delete' })).status).toBe(400);
  const [row] = await getDb().select().from(reviews).where(eq(reviews.id, r.id));
  expect(row.status).toBe('PUBLISHED');
  expect(await auditsOf(r.id)).toEqual([]);
});

test('publishing approves the pending photos, which then show in the public list; a named photo is rejected', async () => {
  const r = await review(f.scarce.id, 5);
  const first = await photo(r.id, 0);
  const second = await photo(r.id, 1);
  const third = await photo(r.id, 2);
  expect((await listReviews(f.scarce.id, { page: 1, sort: 'photos' })).items).toEqual([]);
  const pending = rows(await list(admin, '?status=PHOTOS_PENDING'));
  expect(pending.map((x) => x.id)).toEqual([r.id]);
  expect(pending[0].photos.map((p) => p.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);

  // Held for moderation, a photo is served only to staff who moderate that product (Rare Oolong is seller B's), never cached.
  const image = async (imageId: number, who?: TestUser) => {
    const res = await imageRoute(
      new Request(`http://localhost:3000/api/images/${imageId}`, { headers: who?.authHeader ?? {} }),
      { params: Promise.resolve({ id: String(imageId) }) },
    );
    return { status: res.status, cache: res.headers.get('cache-control') };
  };
  for (const who of [undefined, memberA]) expect((await image(first.imageId, who)).status).toBe(404);
  for (const who of [admin, memberB]) {
    expect(await image(first.imageId, who)).toEqual({ status: 200, cache: 'private, no-store' });
  }

  expect((await moderate(admin, r.id, { action: 'publish', rejectPhotoIds: [second.id] })).status).toBe(200);
  expect(await image(first.imageId)).toEqual({ status: 200, cache: 'public, max-age=31536000, immutable' });
  expect((await image(second.imageId)).status).toBe(404);
  const [shown] = (await listReviews(f.scarce.id, { page: 1, sort: 'photos' })).items;
  expect(shown.photos).toEqual([{ url: `/api/images/${first.imageId}` }, { url: `/api/images/${third.imageId}` }]);
  expect(rows(await list(admin, '?status=PHOTOS_PENDING'))).toEqual([]);
  const [audit] = await auditsOf(r.id);
  expect(audit.after).toEqual({
    status: 'PUBLISHED',
    photos: { approved: [first.id, third.id], rejected: [second.id] },
  });
});

test('the one public reply shows in the public list; a second reply replaces it', async () => {
  const r = await review(f.honey.id, 3);
  const res = await replyTo(memberB, r.id, '  Thank you! The new harvest is\u0007 thicker.  ');
  expect(res.status).toBe(200);
  let [shown] = (await listReviews(f.honey.id, { page: 1, sort: 'newest' })).items;
  expect(shown.reply?.text).toBe('Thank you! The new harvest is thicker.');

  expect((await replyTo(memberB, r.id, 'Thank you, Priya.')).status).toBe(200);
  [shown] = (await listReviews(f.honey.id, { page: 1, sort: 'newest' })).items;
  expect(shown.reply?.text).toBe('Thank you, Priya.');
  expect((await auditsOf(r.id)).map((a) => a.action)).toEqual(['reply-edit', 'reply']);

  expect((await replyTo(memberB, r.id, '')).status).toBe(400);
  expect((await replyTo(memberB, r.id, 'x'.repeat(1001))).body!.message).toBe(
    'The reply can be at most 1,000 characters.',
  );
});

test("seller A's member cannot list, moderate or reply to B's product's reviews (404), but can its own", async () => {
  const theirs = await review(f.honey.id, 1);
  const ours = await review(f.tea.id, 1, { reportCount: 2 });
  const mine = rows(await list(memberA, '?size=100'));
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((r) => [f.tea.id, f.saffron.id].includes(r.product.id))).toBe(true);
  expect(rows(await list(memberA, '?q=honey'))).toEqual([]);

  const [before] = await getDb().select().from(reviews).where(eq(reviews.id, theirs.id));
  for (const res of [
    await moderate(memberA, theirs.id, { action: 'hide', reason: 'Rude' }),
    await moderate(memberA, theirs.id, { action: 'publish' }),
    await replyTo(memberA, theirs.id, 'Not yours'),
    await moderate(memberA, 99_999_999, { action: 'publish' }),
    await moderate(memberA, Number.NaN, { action: 'publish' }),
  ]) {
    expect(res.status).toBe(404);
    expect(res.body!.message).toBe('Review not found.');
  }
  const [after] = await getDb().select().from(reviews).where(eq(reviews.id, theirs.id));
  expect(after).toEqual(before);
  expect(await auditsOf(theirs.id)).toEqual([]);

  // its own product's review: the reported one, found by product title
  expect(rows(await list(memberA, '?status=REPORTED&q=darjeeling')).map((r) => r.id)).toEqual([ours.id]);
  expect((await moderate(memberA, ours.id, { action: 'hide', reason: 'Abusive language' })).status).toBe(200);
  expect((await replyTo(memberA, ours.id, 'We are sorry to hear that.')).status).toBe(200);
  const audits = await auditsOf(ours.id);
  expect(audits.map((a) => [a.action, a.actorId, a.actorRole])).toEqual([
    ['reply', memberA.user.id, 'SELLER'],
    ['hide', memberA.user.id, 'SELLER'],
  ]);
  expect(audits[1].before).toEqual({ status: 'PUBLISHED', hiddenReason: null });
  expect(audits[1].after).toEqual({ status: 'HIDDEN', hiddenReason: 'Abusive language' });
});

test('the list is staff only and filters by status', async () => {
  const shopper = await createTestUser();
  expect((await list(shopper)).status).toBe(403);
  expect((await call(listRoute, '/api/v1/admin/reviews')).status).toBe(401);
  const all = rows(await list(admin, '?size=100'));
  const published = rows(await list(admin, '?status=PUBLISHED&size=100'));
  expect(published.length).toBeGreaterThan(0);
  expect(published.every((r) => r.status === 'PUBLISHED')).toBe(true);
  expect(rows(await list(admin, '?status=REPORTED')).every((r) => r.reports > 0)).toBe(true);
  expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
  expect((await list(admin, '?status=SOMETHING')).status).toBe(400);
});

test("the dashboard's waiting counts: photos to approve and published reviews reported, each seller its own", async () => {
  const before = { a: await reviewsWaiting(memberA.user), b: await reviewsWaiting(memberB.user) };
  const withPhoto = await review(f.saffron.id, 4);
  await photo(withPhoto.id);
  await review(f.honey.id, 2, { reportCount: 1 });
  await review(f.honey.id, 1, { reportCount: 3, status: 'HIDDEN', hiddenReason: 'Spam' });
  expect(await reviewsWaiting(memberA.user)).toEqual({ photos: before.a.photos + 1, reported: before.a.reported });
  expect(await reviewsWaiting(memberB.user)).toEqual({ photos: before.b.photos, reported: before.b.reported + 1 });
  const all = await reviewsWaiting(admin.user);
  expect(all.photos).toBe(rows(await list(admin, '?status=PHOTOS_PENDING&size=100')).length);
  expect(all.reported).toBe(rows(await list(admin, '?status=REPORTED&size=100')).length);
});
