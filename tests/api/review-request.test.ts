/**
 * The review-request mail (design §12): one per delivered sub-order, `reviewRequestDays` after its
 * delivery, none before, never twice however many workers run the job, with a link straight to each
 * product's review form. It is a service mail: no marketing consent needed, no unsubscribe headers.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orderItems, products, reviews, subOrders, users } from '@/lib/db/schema';
import { jobKinds } from '@/lib/jobs/kinds';
import { reviewJobs } from '@/lib/reviews/jobs';
import { PUT as settingsPut } from '@/app/api/v1/admin/settings/route';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser, type TestUser } from '../helpers/auth';
import { call } from '../helpers/http';
import { json, makeCatalog, type Fixture } from './orders.fixtures';
import { deliver, placeTwoSellerOrder } from './after-order.fixtures';

const DAY = 24 * 60 * 60_000;
const [requestJob] = reviewJobs;

let f: Fixture;
let admin: TestUser;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN' });
}, 60_000);
afterAll(teardownTestDatabase);

/** An order of tea (seller A) and honey (seller B); A's part delivered at `deliveredAt`, B's not yet. */
async function deliveredOrder(deliveredAt: Date) {
  const placed = await placeTwoSellerOrder(f);
  await deliver(admin, placed.a);
  await getDb().update(subOrders).set({ deliveredAt }).where(eq(subOrders.subOrderNumber, placed.a));
  return placed;
}

const requestsTo = (email: string) =>
  getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const requestedAt = async (subOrderNumber: string) =>
  (await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, subOrderNumber)))[0].reviewRequestedAt;
const setDays = (days: unknown) =>
  call(settingsPut, '/api/v1/admin/settings', {
    method: 'PUT',
    ...json({ reviewRequestDays: days }, admin.authHeader),
  });

test('the job is on the queue beside the store’s own', () => {
  expect(jobKinds().map((k) => k.name)).toContain('reviews.request');
});

test('one mail per delivered sub-order after 5 days (the default), none before, never twice', async () => {
  const deliveredAt = new Date('2026-03-02T10:00:00Z');
  const { shopper, a, b } = await deliveredOrder(deliveredAt);
  const orderMails = (await requestsTo(shopper.user.email)).length;

  await requestJob.run(new Date(deliveredAt.getTime() + 4 * DAY));
  expect(await requestsTo(shopper.user.email)).toHaveLength(orderMails);
  expect(await requestedAt(a)).toBeNull();

  const due = new Date(deliveredAt.getTime() + 5 * DAY + 60_000);
  await requestJob.run(due);
  const mails = (await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST');
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('How is your Darjeeling First Flush?');
  expect(mail.text).toContain(`http://localhost:3000/products/${f.tea.slug}?review=1#reviews`);
  expect(mail.html).toContain(`/products/${f.tea.slug}?review=1#reviews`);
  // only what was in the delivered parcel: the honey is still on its way
  expect(mail.text).not.toContain(f.honey.slug);
  expect(mail.text).toContain(a);
  // a service mail about the order: no unsubscribe headers, sent without marketing consent
  expect(mail.headers).toBeNull();
  expect(await requestedAt(a)).toEqual(due);
  expect(await requestedAt(b)).toBeNull();

  // run again, and by two workers at once: still one mail
  await requestJob.run(new Date(due.getTime() + DAY));
  await Promise.all([
    requestJob.run(new Date(due.getTime() + 2 * DAY)),
    requestJob.run(new Date(due.getTime() + 2 * DAY)),
  ]);
  expect((await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST')).toHaveLength(1);
});

test('many parcels due at once, two workers: each parcel mailed exactly once', async () => {
  const deliveredAt = new Date('2026-04-01T08:00:00Z');
  const placed = await Promise.all([1, 2, 3, 4].map(() => deliveredOrder(deliveredAt)));
  const now = new Date(deliveredAt.getTime() + 6 * DAY);
  await Promise.all([requestJob.run(now), requestJob.run(now)]);
  for (const { shopper, a } of placed) {
    const mails = (await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('?review=1');
    expect(await requestedAt(a)).toEqual(now);
  }
});

test('a parcel of several products lists each with its own link to the form', async () => {
  const deliveredAt = new Date('2026-04-10T08:00:00Z');
  const { shopper, a } = await deliveredOrder(deliveredAt);
  const [sub] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, a));
  const s = f.saffron;
  await getDb().insert(orderItems).values({
    subOrderId: sub.id,
    productId: s.id,
    variantId: s.variantId,
    productName: s.title,
    productSlug: s.slug,
    mrpPaise: s.mrpPaise,
    pricePaise: s.pricePaise,
    quantity: 1,
    totalPaise: s.pricePaise,
    netPaise: s.pricePaise,
  });
  await requestJob.run(new Date(deliveredAt.getTime() + 6 * DAY));
  const [mail] = (await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST');
  expect(mail.subject).toBe('How are the products from your Organic Tattva order?');
  expect(mail.text).toContain(`Darjeeling First Flush: http://localhost:3000/products/${f.tea.slug}?review=1#reviews`);
  expect(mail.text).toContain(`Kashmiri Saffron: http://localhost:3000/products/${s.slug}?review=1#reviews`);
});

test('a Hindi shopper is asked about each product by its Hindi title; one the catalogue has no Hindi for keeps its English', async () => {
  await getDb()
    .update(products)
    .set({ translations: { hi: { title: 'दार्जिलिंग फ़र्स्ट फ़्लश चाय' } } })
    .where(eq(products.id, f.tea.id));
  try {
    const deliveredAt = new Date('2026-04-20T08:00:00Z');
    const { shopper, a } = await deliveredOrder(deliveredAt);
    await getDb().update(users).set({ locale: 'hi' }).where(eq(users.id, shopper.user.id));
    const [sub] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, a));
    const s = f.saffron;
    await getDb().insert(orderItems).values({
      subOrderId: sub.id,
      productId: s.id,
      variantId: s.variantId,
      productName: s.title,
      productSlug: s.slug,
      mrpPaise: s.mrpPaise,
      pricePaise: s.pricePaise,
      quantity: 1,
      totalPaise: s.pricePaise,
      netPaise: s.pricePaise,
    });
    await requestJob.run(new Date(deliveredAt.getTime() + 6 * DAY));
    const [mail] = (await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST');
    expect(mail.subject).toBe('आपके Organic Tattva ऑर्डर के प्रोडक्ट कैसे लगे?');
    expect(mail.text).toContain(
      `दार्जिलिंग फ़र्स्ट फ़्लश चाय: http://localhost:3000/hi/products/${f.tea.slug}?review=1#reviews`,
    );
    expect(mail.text).toContain(`Kashmiri Saffron: http://localhost:3000/hi/products/${s.slug}?review=1#reviews`);
    expect(mail.text).not.toContain('Darjeeling First Flush');
  } finally {
    await getDb().update(products).set({ translations: {} }).where(eq(products.id, f.tea.id));
  }
});

test('a product the shopper already reviewed is left out; a parcel with nothing left to review gets no mail', async () => {
  const deliveredAt = new Date('2026-05-01T08:00:00Z');
  const { shopper, a } = await deliveredOrder(deliveredAt);
  await getDb()
    .insert(reviews)
    .values({ productId: f.tea.id, userId: shopper.user.id, authorName: 'Test S.', rating: 5 });
  await requestJob.run(new Date(deliveredAt.getTime() + 6 * DAY));
  expect((await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST')).toEqual([]);
  // marked all the same: it is not looked at again
  expect(await requestedAt(a)).not.toBeNull();
});

test('the days are the admin’s setting: 1 to 60, and 0 sends none', async () => {
  for (const bad of [61, -1, 2.5, 'soon']) {
    const res = await setDays(bad);
    expect(res.status).toBe(400);
    expect(res.body!.errors).toHaveProperty('reviewRequestDays');
  }
  expect((await setDays(0)).status).toBe(200);
  const deliveredAt = new Date('2026-06-01T08:00:00Z');
  const { shopper, a } = await deliveredOrder(deliveredAt);
  await requestJob.run(new Date(deliveredAt.getTime() + 10 * DAY));
  expect(await requestedAt(a)).toBeNull();

  expect((await setDays(12)).status).toBe(200);
  await requestJob.run(new Date(deliveredAt.getTime() + 11 * DAY));
  expect(await requestedAt(a)).toBeNull();
  await requestJob.run(new Date(deliveredAt.getTime() + 12 * DAY));
  expect((await requestsTo(shopper.user.email)).filter((m) => m.kind === 'REVIEW_REQUEST')).toHaveLength(1);
});
