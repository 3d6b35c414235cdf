// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as publicReviewsRoute } from '@/app/api/v1/public/store/products/[slug]/reviews/route';
import { GET as publicProductRoute } from '@/app/api/v1/public/store/product/[slug]/route';
import { POST as createRoute } from '@/app/api/products/[slug]/reviews/route';
import { GET as mineRoute } from '@/app/api/products/[slug]/reviews/mine/route';
import { DELETE as deleteRoute, PATCH as editRoute } from '@/app/api/reviews/[id]/route';
import { POST as helpfulRoute } from '@/app/api/reviews/[id]/helpful/route';
import { POST as reportRoute } from '@/app/api/reviews/[id]/report/route';
import { tags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { productVariants, reviewPhotos, reviews, subOrders } from '@/lib/db/schema';
import { placeOrder } from '@/lib/commerce/place-order';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@/lib/media/images';
import { REVIEW_UPLOAD_MAX_BODY } from '@/lib/reviews/photos';
import { REVIEW_BODY_CEILING, refuseEarly } from '@/lib/security/request-gate';
import { REVIEW_MESSAGES } from '@/lib/reviews/rules';
import type { MyReviewJson, ReviewDto, ReviewPage } from '@/lib/reviews/types';
import { VOTE_MESSAGES } from '@/lib/reviews/votes';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { expiredAt } from '../helpers/tag-times';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { deliver, placeTwoSellerOrder } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
}, 60_000);
afterAll(teardownTestDatabase);
beforeEach(async () => {
  for (const p of [f.tea, f.honey, f.saffron, f.scarce]) await setStock(p.id, 100);
});

/** A shopper who bought one of `product` and whose part of the order was DELIVERED. */
async function buyerOf(product: { id: number }, name = 'Priya Sharma'): Promise<TestUser> {
  const shopper = await createTestUser({ name });
  const { id: addressId } = await addAddress(shopper.user.id);
  const placed = await placeOrder(getDb(), shopper.user, {
    addressId,
    paymentInfo: { method: 'COD' },
    items: [{ productId: product.id, variantId: null, quantity: 1 }],
  });
  await getDb()
    .update(subOrders)
    .set({ status: 'DELIVERED', deliveredAt: new Date() })
    .where(eq(subOrders.orderId, placed.orderId));
  return shopper;
}

const write = (who: TestUser | null, slug: string, body: unknown) =>
  call(createRoute, `/api/products/${slug}/reviews`, {
    method: 'POST',
    params: { slug },
    ...json(body, who?.authHeader),
  });

function formOf(fields: Record<string, string>, files: Uint8Array[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const bytes of files) form.append('files', new Blob([bytes as BlobPart], { type: 'image/png' }), 'photo.png');
  return form;
}

const writeWithPhotos = (who: TestUser, slug: string, fields: Record<string, string>, files: Uint8Array[]) =>
  call(createRoute, `/api/products/${slug}/reviews`, {
    method: 'POST',
    params: { slug },
    headers: who.authHeader,
    body: formOf(fields, files),
  });

const edit = (who: TestUser, id: number, body: unknown) =>
  call(editRoute, `/api/reviews/${id}`, { method: 'PATCH', params: { id: String(id) }, ...json(body, who.authHeader) });
const remove = (who: TestUser, id: number) =>
  call(deleteRoute, `/api/reviews/${id}`, { method: 'DELETE', params: { id: String(id) }, headers: who.authHeader });
const helpful = (who: TestUser, id: number) =>
  call(helpfulRoute, `/api/reviews/${id}/helpful`, {
    method: 'POST',
    params: { id: String(id) },
    headers: who.authHeader,
  });
const report = (who: TestUser, id: number) =>
  call(reportRoute, `/api/reviews/${id}/report`, {
    method: 'POST',
    params: { id: String(id) },
    headers: who.authHeader,
  });

/** The shopper's standing: always a private answer, never kept by a shared cache. */
async function mine(who: TestUser, slug: string) {
  const res = await call(mineRoute, `/api/products/${slug}/reviews/mine`, {
    params: { slug },
    headers: who.authHeader,
  });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.body!.data as MyReviewJson;
}

async function publicPage(slug: string, query = '') {
  const res = await call(publicReviewsRoute, `/api/v1/public/store/products/${slug}/reviews${query}`, {
    params: { slug },
  });
  return { res, page: res.body?.data as ReviewPage };
}

async function publicProduct(slug: string) {
  const res = await call(publicProductRoute, `/api/v1/public/store/product/${slug}`, { params: { slug } });
  return res.body!.data as { rating: number; ratingCount: number };
}

const png = (color: string) =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('only a buyer whose line was delivered may review', () => {
  it('refuses a non-buyer, a buyer not yet delivered and a buyer of another product with the exact message', async () => {
    const stranger = await createTestUser();
    // Tea's part of this order is still CONFIRMED; honey's part is delivered.
    const { shopper: waiting, b } = await placeTwoSellerOrder(f);
    await getDb().update(subOrders).set({ status: 'DELIVERED' }).where(eq(subOrders.subOrderNumber, b));
    const otherBuyer = await buyerOf(f.saffron);

    for (const who of [stranger, waiting, otherBuyer]) {
      const res = await write(who, f.tea.slug, { rating: 5, title: 'Lovely' });
      expect(res.status).toBe(403);
      expect(res.body?.message).toBe(REVIEW_MESSAGES.onlyBuyers);
      expect(await mine(who, f.tea.slug)).toEqual({
        canReview: false,
        reason: REVIEW_MESSAGES.onlyBuyers,
        review: null,
      });
    }
    expect((await publicPage(f.tea.slug)).page.total).toBe(0);
    expect((await write(null, f.tea.slug, { rating: 5 })).status).toBe(401);
  });

  it('lets the buyer review once the seller marks the part delivered, recording the line', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f);
    expect((await write(shopper, f.tea.slug, { rating: 4 })).status).toBe(403);
    await deliver(sellerA, a);
    expect((await mine(shopper, f.tea.slug)).canReview).toBe(true);
    const res = await write(shopper, f.tea.slug, { rating: 4, text: 'Fresh and floral.' });
    expect(res.status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(reviews)
      .where(eq(reviews.id, (res.body!.data as ReviewDto).id));
    const teaLine = order.subOrders[0].items.find((i) => i.productSlug === f.tea.slug);
    expect(row.orderItemId).toBe(teaLine?.id);
    // Tea sells one pack: the pack says nothing, so none is shown.
    expect(row.packLabel).toBeNull();
    expect(row.authorName).toBe('Test S.');
    expect(row.status).toBe('PUBLISHED');
    await remove(shopper, row.id);
  });
});

describe('a review changes the product at once', () => {
  it('publishes, refuses a second, follows edits and removal in the public JSON, and expires the cached pages', async () => {
    const priya = await buyerOf(f.honey, 'Priya Sharma');
    const ravi = await buyerOf(f.honey, 'Ravi Kumar');
    expect(await publicProduct(f.honey.slug)).toMatchObject({ rating: 0, ratingCount: 0 });

    const before = Date.now();
    const first = await write(priya, f.honey.slug, { rating: 5, title: 'Best honey', text: 'Thick and\nraw.' });
    expect(first.status).toBe(201);
    expect(first.body?.message).toBe('Thanks! Your review is published.');
    const created = first.body!.data as ReviewDto;
    expect(created).toMatchObject({ rating: 5, title: 'Best honey', text: 'Thick and\nraw.', authorName: 'Priya S.' });
    expect(await publicProduct(f.honey.slug)).toMatchObject({ rating: 5, ratingCount: 1 });
    expect(expiredAt(tags.product(f.honey.slug))).toBeGreaterThanOrEqual(before);
    expect(expiredAt(tags.products)).toBeGreaterThanOrEqual(before);

    const again = await write(priya, f.honey.slug, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body?.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const second = (await write(ravi, f.honey.slug, { rating: 4 })).body!.data as ReviewDto;
    expect(await publicProduct(f.honey.slug)).toMatchObject({ rating: 4.5, ratingCount: 2 });

    // Only the author edits or removes: anyone else is told it is not there.
    expect((await edit(ravi, created.id, { rating: 1 })).status).toBe(404);
    expect((await remove(ravi, created.id)).status).toBe(404);

    const edited = await edit(priya, created.id, { rating: 2 });
    expect(edited.status).toBe(200);
    expect(edited.body?.data).toMatchObject({ rating: 2, title: 'Best honey' });
    expect(await publicProduct(f.honey.slug)).toMatchObject({ rating: 3, ratingCount: 2 });

    const removed = await remove(priya, created.id);
    expect(removed.status).toBe(200);
    expect(await publicProduct(f.honey.slug)).toMatchObject({ rating: 4, ratingCount: 1 });
    const { page } = await publicPage(f.honey.slug);
    expect(page.items.map((r) => r.id)).toEqual([second.id]);
    expect(page.summary).toEqual({ rating: 4, count: 1, histogram: [0, 0, 0, 1, 0] });
    // Removed, the buyer may write again.
    expect(await mine(priya, f.honey.slug)).toMatchObject({ canReview: true, review: null });
    await remove(ravi, second.id);
  });

  it('refuses a rating outside 1–5 and an over-long title with their messages', async () => {
    const buyer = await buyerOf(f.scarce);
    const zero = await write(buyer, f.scarce.slug, { rating: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body?.message).toBe(REVIEW_MESSAGES.rating);
    const long = await write(buyer, f.scarce.slug, { rating: 3, title: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body?.message).toBe(REVIEW_MESSAGES.titleLength);
    expect((await publicPage(f.scarce.slug)).page.total).toBe(0);
  });
});

describe('the public list', () => {
  it('returns markup in title and text verbatim as JSON strings, never as HTML', async () => {
    const buyer = await buyerOf(f.scarce);
    const title = '<script>alert(1)</script>';
    const text = '<img src=x onerror=alert(1)>';
    expect((await write(buyer, f.scarce.slug, { rating: 3, title, text })).status).toBe(201);
    const { res, page } = await publicPage(f.scarce.slug);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(page.items[0]).toMatchObject({ title, text });
    // The raw body carries the markup only inside JSON strings (escaped quotes and all), never a bare tag.
    expect(res.text).toContain(JSON.stringify(title));
    expect(res.text).toContain(JSON.stringify(text));
    await remove(buyer, page.items[0].id);
  });

  it('is public and briefly cacheable, 404 for an unknown or inactive product, and its histogram adds up', async () => {
    const ratings = [5, 5, 4, 2, 1];
    for (const [i, rating] of ratings.entries()) {
      const buyer = await buyerOf(f.saffron, `Buyer ${i} Test`);
      expect((await write(buyer, f.saffron.slug, { rating })).status).toBe(201);
    }
    const { res, page } = await publicPage(f.saffron.slug, '?page=1&sort=lowest');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(page.items.map((r) => r.rating)).toEqual([1, 2, 4, 5, 5]);
    expect(page.summary.histogram).toEqual([1, 1, 0, 1, 2]);
    expect(page.summary.histogram.reduce((a, b) => a + b, 0)).toBe(page.summary.count);
    expect(page.summary).toMatchObject({ count: 5, rating: 3.4 });
    expect(page.total).toBe(5);
    expect(await publicProduct(f.saffron.slug)).toMatchObject({ rating: 3.4, ratingCount: 5 });

    expect((await publicPage('no-such-tea')).res.status).toBe(404);
    expect((await publicPage(f.retired.slug)).res.status).toBe(404);
  });
});

describe('photos', () => {
  it('stores up to three photos PENDING: not public until approved; the fourth is refused', async () => {
    const buyer = await buyerOf(f.tea);
    const res = await writeWithPhotos(buyer, f.tea.slug, { rating: '4', title: 'With photos' }, [
      await png('#c00'),
      await png('#0c0'),
    ]);
    expect(res.status).toBe(201);
    const id = (res.body!.data as ReviewDto).id;
    expect((await publicPage(f.tea.slug)).page.items[0]).toMatchObject({ id, rating: 4, photos: [] });
    expect((await publicPage(f.tea.slug, '?sort=photos')).page.total).toBe(0);
    expect((await mine(buyer, f.tea.slug)).review).toMatchObject({ id, pendingPhotos: 2, photos: [] });

    const stored = await getDb().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
    expect(stored.map((p) => p.status)).toEqual(['PENDING', 'PENDING']);
    await getDb().update(reviewPhotos).set({ status: 'APPROVED' }).where(eq(reviewPhotos.reviewId, id));
    const approved = (await publicPage(f.tea.slug, '?sort=photos')).page;
    expect(approved.items[0].photos).toEqual(stored.map((p) => ({ url: `/api/images/${p.imageId}` })));

    // Adding on edit: one more fits, two more would pass three.
    const addTwo = await call(editRoute, `/api/reviews/${id}`, {
      method: 'PATCH',
      params: { id: String(id) },
      headers: buyer.authHeader,
      body: formOf({}, [await png('#00c'), await png('#ccc')]),
    });
    expect(addTwo.status).toBe(400);
    expect(addTwo.body?.message).toBe(REVIEW_MESSAGES.tooManyPhotos);
    const addOne = await call(editRoute, `/api/reviews/${id}`, {
      method: 'PATCH',
      params: { id: String(id) },
      headers: buyer.authHeader,
      body: formOf({}, [await png('#00c')]),
    });
    expect(addOne.status).toBe(200);
    expect((await mine(buyer, f.tea.slug)).review).toMatchObject({ pendingPhotos: 1 });
    expect((await publicPage(f.tea.slug)).page.items[0].photos).toHaveLength(2);
    await remove(buyer, id);
  });

  it('refuses four photos and a file that is not an image, storing nothing', async () => {
    const buyer = await buyerOf(f.tea);
    const four = await writeWithPhotos(
      buyer,
      f.tea.slug,
      { rating: '5' },
      await Promise.all(['#1', '#2', '#3', '#4'].map((c) => png(`${c}00`))),
    );
    expect(four.status).toBe(400);
    expect(four.body?.message).toBe(REVIEW_MESSAGES.tooManyPhotos);
    const fake = await writeWithPhotos(buyer, f.tea.slug, { rating: '5' }, [
      new TextEncoder().encode('<svg onload=alert(1)>'),
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body?.message).toBe(IMAGE_MESSAGES.notImage);
    expect(await mine(buyer, f.tea.slug)).toMatchObject({ canReview: true, review: null });
  });
});

describe('the size of a review with photos', () => {
  it('lets three full-size photos past the front door on the review writes only', () => {
    expect(REVIEW_BODY_CEILING).toBe(REVIEW_UPLOAD_MAX_BODY);
    const declared = (n: number) => ({ 'content-length': String(n) });
    expect(refuseEarly('POST', '/api/products/tea/reviews', declared(REVIEW_UPLOAD_MAX_BODY))).toBeNull();
    expect(refuseEarly('PATCH', '/api/reviews/12', declared(REVIEW_UPLOAD_MAX_BODY))).toBeNull();
    expect(refuseEarly('POST', '/api/products/tea/reviews', declared(REVIEW_UPLOAD_MAX_BODY + 1))?.status).toBe(413);
    expect(refuseEarly('POST', '/api/orders', declared(REVIEW_UPLOAD_MAX_BODY))?.status).toBe(413);
  });

  it('refuses a body past three photos, and one photo over 2 MB, with the image message', async () => {
    const buyer = await buyerOf(f.tea);
    const huge = await writeWithPhotos(buyer, f.tea.slug, { rating: '5' }, [new Uint8Array(REVIEW_UPLOAD_MAX_BODY)]);
    expect(huge.status).toBe(413);
    expect(huge.body?.message).toBe(IMAGE_MESSAGES.tooLarge);
    const big = await writeWithPhotos(buyer, f.tea.slug, { rating: '5' }, [new Uint8Array(IMAGE_MAX_BYTES + 1)]);
    expect(big.status).toBe(413);
    expect(big.body?.message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(await mine(buyer, f.tea.slug)).toMatchObject({ canReview: true, review: null });
  });
});

describe('helpful and report', () => {
  it('counts one helpful vote and one report per account, never on your own review', async () => {
    const author = await buyerOf(f.scarce);
    const id = ((await write(author, f.scarce.slug, { rating: 5 })).body!.data as ReviewDto).id;
    const reader = await createTestUser();
    const other = await createTestUser();

    const first = await helpful(reader, id);
    expect(first.status).toBe(200);
    expect(first.body?.message).toBe(VOTE_MESSAGES.helpful);
    expect(first.body?.data).toEqual({ helpfulCount: 1 });
    expect((await helpful(reader, id)).body?.data).toEqual({ helpfulCount: 1 });
    expect((await helpful(other, id)).body?.data).toEqual({ helpfulCount: 2 });
    expect((await publicPage(f.scarce.slug)).page.items[0].helpfulCount).toBe(2);

    expect((await report(reader, id)).status).toBe(200);
    expect((await report(reader, id)).status).toBe(200);
    const reportsOf = async () =>
      (await getDb().select({ n: reviews.reportCount }).from(reviews).where(eq(reviews.id, id)))[0].n;
    expect(await reportsOf()).toBe(1);
    await report(other, id);
    expect(await reportsOf()).toBe(2);

    for (const res of [await helpful(author, id), await report(author, id)]) {
      expect(res.status).toBe(409);
      expect(res.body?.message).toBe(VOTE_MESSAGES.ownReview);
    }
    expect((await helpful(reader, 999_999)).status).toBe(404);
    await remove(author, id);
  });
});

describe('the pack bought', () => {
  it('is recorded when the product sells more than one pack', async () => {
    const buyer = await buyerOf(f.scarce);
    await getDb()
      .insert(productVariants)
      .values({
        productId: f.scarce.id,
        sku: `big-${f.scarce.slug}`,
        label: '1 kg',
        mrpPaise: 1800_00,
        pricePaise: 1600_00,
      });
    const res = await write(buyer, f.scarce.slug, { rating: 4 });
    expect(res.body?.data).toMatchObject({ packLabel: f.scarce.size, verifiedBuyer: true });
  });
});
