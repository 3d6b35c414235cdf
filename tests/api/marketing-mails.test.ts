/**
 * Issue 32's marketing mails end to end, through the real routes and a real SMTP sink: back-in-stock
 * alerts after a back-office restock, cart reminders (consent, idle time, an order since), the
 * one-click unsubscribe link working signed out, and order mails unaffected by it.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

import { and, eq } from 'drizzle-orm';
import { settleBackgroundWork } from '@/lib/background';
import { getDb } from '@/lib/db/client';
import { cartItems, mailOutbox, productVariants, products, stockAlerts, users } from '@/lib/db/schema';
import { deliverQueuedMails } from '@/lib/mail/outbox';
import { marketingJobs } from '@/lib/marketing/jobs';
import { POST as notifyRoute } from '@/app/api/products/[slug]/notify/route';
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/api/unsubscribe/route';
import { POST as stockRoute } from '@/app/api/v1/admin/products/[id]/stock/route';
import { POST as addToCartRoute } from '@/app/api/user/cart/route';
import { GET as profileGet, PUT as profilePut } from '@/app/user/profile/route';
import { GET as reminderReport } from '@/app/api/v1/admin/reports/cart-reminders/route';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestUser, type TestUser } from '../helpers/auth';
import { call } from '../helpers/http';
import { json, makeCatalog, type Fixture } from './orders.fixtures';
import { placeTwoSellerOrder } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let admin: TestUser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const [stockAlertsJob, cartRemindersJob] = marketingJobs;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.CART_REMINDER_AFTER_MINUTES = '30';
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  admin = await createTestUser({ role: 'ADMIN' });
}, 60_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.PAYMENTS_MODE;
  delete process.env.CART_REMINDER_AFTER_MINUTES;
  await teardownTestDatabase();
  await sink.close();
});

const notify = (who: TestUser | null, slug: string, variantId: number) =>
  call(notifyRoute, `/api/products/${slug}/notify`, {
    method: 'POST',
    ...json({ variantId }, who?.authHeader ?? {}),
    params: { slug },
  });

const restock = (set: number) =>
  call(stockRoute, '/x', {
    method: 'POST',
    ...json({ set, reason: 'Delivery from the estate' }, sellerA.authHeader),
    params: { id: String(f.soldOut.id) },
  });

/** Runs a job the way the queue will, then makes sure what it queued has been sent. */
async function runJob(job: (typeof marketingJobs)[number]) {
  await job.run(new Date());
  await settleBackgroundWork();
  // After the job: a mail queued during it is due from the database's clock, not the job's `now`.
  await deliverQueuedMails(getDb(), new Date(Date.now() + 1000));
}

const setConsent = (who: TestUser, marketingConsent: boolean) =>
  call(profilePut, '/user/profile', {
    method: 'PUT',
    ...json({ name: who.user.name, phone: who.user.phone, marketingConsent }, who.authHeader),
  });

/** A cart line for the shopper, last touched `minutesAgo`. */
async function idleCart(who: TestUser, minutesAgo: number) {
  const added = await call(addToCartRoute, '/api/user/cart', {
    method: 'POST',
    ...json({ productId: f.tea.id, variantId: f.tea.variantId, quantity: 1 }, who.authHeader),
  });
  expect(added.status).toBe(200);
  await getDb()
    .update(cartItems)
    .set({ updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(cartItems.userId, who.user.id));
}

const reminders = (who: TestUser) =>
  sink.to(who.user.email).filter((m) => /Your cart is still waiting for you/.test(m.text));

describe('back in stock', () => {
  it('mails each subscriber once with the pack link after a back-office restock, and no one on the next change', async () => {
    const [one, two] = [await createTestUser(), await createTestUser()];
    const slug = f.soldOut.slug;
    expect((await notify(one, slug, f.soldOut.variantId)).status).toBe(200);
    const again = await notify(one, slug, f.soldOut.variantId);
    expect(again.status).toBe(200);
    expect(again.body!.message).toBe("We'll e-mail you when it's back.");
    expect((await notify(two, slug, f.soldOut.variantId)).status).toBe(200);
    expect(await getDb().select().from(stockAlerts).where(eq(stockAlerts.userId, one.user.id))).toHaveLength(1);

    await runJob(stockAlertsJob);
    expect(sink.to(one.user.email)).toHaveLength(0);

    expect((await restock(6)).status).toBe(200);
    await runJob(stockAlertsJob);
    for (const who of [one, two]) {
      const { mail } = await sink.waitFor(who.user.email, /is back in stock/);
      expect(mail.text).toContain(`/products/${slug}?pack=${slug}`);
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/unsubscribe\?token=/m);
      expect(sink.to(who.user.email)).toHaveLength(1);
    }

    // Sold out and back again: the alerts were closed by the first mail.
    expect((await restock(0)).status).toBe(200);
    expect((await restock(3)).status).toBe(200);
    await runJob(stockAlertsJob);
    expect(sink.to(one.user.email)).toHaveLength(1);
    expect(sink.to(two.user.email)).toHaveLength(1);
  });

  it('refuses a pack in stock (409), a pack of another product (400), and a signed-out caller (401)', async () => {
    const who = await createTestUser();
    const inStock = await notify(who, f.tea.slug, f.tea.variantId);
    expect(inStock.status).toBe(409);
    expect(inStock.body!.message).toMatch(/in stock/);
    const otherPack = await notify(who, f.tea.slug, f.honey.variantId);
    expect(otherPack.status).toBe(400);
    expect(otherPack.body!.message).toMatch(/not one of this product's packs/);
    expect((await notify(null, f.soldOut.slug, f.soldOut.variantId)).status).toBe(401);
  });
});

describe('cart reminders and unsubscribe', () => {
  it('profile consent reads back and is stamped when given', async () => {
    const who = await createTestUser();
    expect((await call(profileGet, '/user/profile', { headers: who.authHeader })).body!.data).toMatchObject({
      marketingConsent: false,
    });
    const saved = await setConsent(who, true);
    expect(saved.status).toBe(200);
    expect(saved.body!.data).toMatchObject({ name: who.user.name, marketingConsent: true });
    const [row] = await getDb().select().from(users).where(eq(users.id, who.user.id));
    expect(row.marketingConsentAt).toBeInstanceOf(Date);
  });

  it('reminds a consenting shopper of an idle cart once, with prices and the List-Unsubscribe pair', async () => {
    const who = await createTestUser();
    await setConsent(who, true);
    await idleCart(who, 45);
    await runJob(cartRemindersJob);
    const { mail } = await sink.waitFor(who.user.email, /Your cart is still waiting for you/);
    expect(mail.text).toContain('Darjeeling First Flush');
    expect(mail.text).toMatch(/399\.00 each today, in stock/);
    expect(mail.text).toMatch(/\/cart/);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/unsubscribe\?token=\d+\.[\w-]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await runJob(cartRemindersJob);
    expect(reminders(who)).toHaveLength(1);

    // The report counts the reminder and an order placed after it.
    const { order } = await placeTwoSellerOrder(f, 'COD', who);
    const report = await call(reminderReport, '/x?days=7', { headers: admin.authHeader });
    expect(report.status).toBe(200);
    expect(report.body!.data).toMatchObject({ remindersSent: 1, ordersWithin7Days: 1, revenue: order.totalAmount });
    expect((await call(reminderReport, '/x', { headers: sellerA.authHeader })).status).toBe(403);
  });

  it('sends none to a cart not yet idle long enough, to a shopper without consent, or after an order', async () => {
    const [fresh, noConsent, ordered] = [await createTestUser(), await createTestUser(), await createTestUser()];
    await setConsent(fresh, true);
    await setConsent(ordered, true);
    await idleCart(fresh, 10);
    await idleCart(noConsent, 45);
    await idleCart(ordered, 45);
    await placeTwoSellerOrder(f, 'COD', ordered);
    await settleBackgroundWork();
    await runJob(cartRemindersJob);
    for (const who of [fresh, noConsent, ordered]) expect(reminders(who)).toHaveLength(0);
  });

  it('the unsubscribe link works signed out: no further reminder, order mails still arrive', async () => {
    const who = await createTestUser();
    await setConsent(who, true);
    await idleCart(who, 45);
    await runJob(cartRemindersJob);
    const { match } = await sink.waitFor(who.user.email, /Unsubscribe with one click: (\S+)/);
    const link = new URL(match[1]);

    const res = await call(unsubscribeGet, `${link.pathname}${link.search}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/unsubscribe$/);
    const [row] = await getDb().select().from(users).where(eq(users.id, who.user.id));
    expect(row.marketingConsent).toBe(false);

    // The cart changes and is left again: no reminder now.
    await getDb().update(cartItems).set({ quantity: 2 }).where(eq(cartItems.userId, who.user.id));
    await idleCart(who, 40);
    await runJob(cartRemindersJob);
    expect(reminders(who)).toHaveLength(1);

    const { order } = await placeTwoSellerOrder(f, 'COD', who);
    await settleBackgroundWork();
    await sink.waitFor(who.user.email, new RegExp(`Order ${order.orderNumber} received`));
  });

  it('one-click POST from a mail program unsubscribes too; a bad token is a 400 and changes nothing', async () => {
    const who = await createTestUser();
    await setConsent(who, true);
    await idleCart(who, 45);
    await runJob(cartRemindersJob);
    const { mail } = await sink.waitFor(who.user.email, /Your cart is still waiting for you/);
    const link = new URL(/^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)![1]);

    const bad = await call(unsubscribePost, `/api/unsubscribe?token=${who.user.id}.forged-signature-000000000`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
    expect(bad.body!.message).toMatch(/unsubscribe link is not valid/);
    expect((await call(unsubscribeGet, '/api/unsubscribe')).status).toBe(400);
    const [before] = await getDb().select().from(users).where(eq(users.id, who.user.id));
    expect(before.marketingConsent).toBe(true);

    const ok = await call(unsubscribePost, `${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(ok.status).toBe(200);
    expect(ok.body!.message).toBe('You will get no more offers by e-mail.');
    const [row] = await getDb().select().from(users).where(eq(users.id, who.user.id));
    expect(row.marketingConsent).toBe(false);
  });
});

describe("in the shopper's language", () => {
  const db = () => getDb();
  /** The mail as the store wrote it (the outbox row: its text unencoded, as the Hindi order mail tests read it). */
  const written = async (who: TestUser, kind: 'STOCK_ALERT' | 'CART_REMINDER') => {
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, who.user.email), eq(mailOutbox.kind, kind)));
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const speaksHindi = (who: TestUser) => db().update(users).set({ locale: 'hi' }).where(eq(users.id, who.user.id));
  /** The catalogue's Hindi for a product (and its pack, if given); undone after the test. */
  const translate = async (p: { id: number }, title: string, label?: string) => {
    await db()
      .update(products)
      .set({ translations: { hi: { title } } })
      .where(eq(products.id, p.id));
    if (label)
      await db()
        .update(productVariants)
        .set({ translations: { hi: { label } } })
        .where(eq(productVariants.productId, p.id));
  };
  afterEach(async () => {
    for (const p of [f.soldOut, f.tea]) {
      await db().update(products).set({ translations: {} }).where(eq(products.id, p.id));
      await db().update(productVariants).set({ translations: {} }).where(eq(productVariants.productId, p.id));
    }
  });

  it('a back-in-stock mail names the product in Hindi; a pack label the catalogue has no Hindi for stays English', async () => {
    await translate(f.soldOut, 'मसाला चाय ब्लेंड');
    expect((await restock(0)).status).toBe(200);
    const [hindi, english] = [await createTestUser(), await createTestUser()];
    await speaksHindi(hindi);
    for (const who of [hindi, english])
      expect((await notify(who, f.soldOut.slug, f.soldOut.variantId)).status).toBe(200);
    expect((await restock(4)).status).toBe(200);
    await runJob(stockAlertsJob);
    const mail = await written(hindi, 'STOCK_ALERT');
    expect(mail.subject).toBe('मसाला चाय ब्लेंड (Standard) फिर से स्टॉक में है');
    expect(mail.text).toContain('अच्छी ख़बर: मसाला चाय ब्लेंड (Standard) Organic Tattva पर फिर से स्टॉक में है।');
    expect(mail.text).toContain(`/hi/products/${f.soldOut.slug}?pack=`);
    expect((await written(english, 'STOCK_ALERT')).subject).toBe('Masala Chai Blend (Standard) is back in stock');
  });

  it('a cart reminder names each line by its Hindi title and pack, and an untranslated product by its English', async () => {
    await translate(f.tea, 'दार्जिलिंग फ़र्स्ट फ़्लश चाय', '100 ग्राम');
    const who = await createTestUser();
    await speaksHindi(who);
    await setConsent(who, true);
    const added = await call(addToCartRoute, '/api/user/cart', {
      method: 'POST',
      ...json({ productId: f.honey.id, variantId: f.honey.variantId, quantity: 1 }, who.authHeader),
    });
    expect(added.status).toBe(200);
    await idleCart(who, 45);
    await runJob(cartRemindersJob);
    const mail = await written(who, 'CART_REMINDER');
    expect(mail.subject).toBe('आपके Organic Tattva कार्ट में 2 आइटम रह गए हैं');
    expect(mail.text).toContain('दार्जिलिंग फ़र्स्ट फ़्लश चाय (100 ग्राम) × 1 — आज');
    expect(mail.text).toContain('Wild Forest Honey (500 g) × 1 — आज');
    expect(mail.text).not.toContain('Darjeeling First Flush');
  });
});
