/**
 * The staff's mails, through the outbox to a real SMTP server (tests/helpers/smtp-sink.ts): the
 * welcome mail of a new staff member (a set-your-password link, never a password) and the alert to
 * a seller's members when a sub-order enters their queue.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq, like } from 'drizzle-orm';
import { settleBackgroundWork } from '@/lib/background';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { deliverQueuedMails } from '@/lib/mail/outbox';
import { queueSellerQueueMails } from '@/lib/notify/seller-queue-mails';
import { POST as createUser } from '@/app/api/v1/admin/users/route';
import { POST as resetRoute } from '@/app/api/auth/password-reset/reset/route';
import { POST as login } from '@/app/auth/login/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp-sink';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { confirmCod, json, makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { pay, placeTwoSellerOrder } from './after-order.fixtures';

let f: Fixture;
let admin: TestUser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let client = 0;
const fromClient = () => ({ [SOCKET_ADDRESS_HEADER]: `10.2.0.${++client}` });

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.SITE_URL = 'https://shop.example.in';
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN', name: 'Ada Admin' });
}, 180_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
  await sink.close();
});
beforeEach(async () => {
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
});

const WELCOME_LINK = /(https:\/\/shop\.example\.in\/account\/reset-password\?token=([A-Za-z0-9_-]+)&for=staff)/;
const staffLogin = (email: string, password: string) =>
  call(login, '/auth/login', { method: 'POST', ...json({ email, password, role: 'STAFF' }, fromClient()) });

describe('welcome mail to new staff', () => {
  it('has a single-use link (from SITE_URL) to choose a password and no password; the member then signs in', async () => {
    const email = 'new.member@example.com';
    const res = await call(createUser, '/api/v1/admin/users', {
      method: 'POST',
      ...json(
        { email, name: 'Nisha Member', phone: '9876501111', role: 'SELLER', sellerSlug: f.sellers.a.slug },
        admin.authHeader,
      ),
    });
    expect(res.status).toBe(201);
    await settleBackgroundWork();
    const { mail, match } = await sink.waitFor(email, WELCOME_LINK);
    expect(mail.text).toMatch(/Subject: Welcome to the Organic Tattva back office/);
    expect(mail.text).toContain('a member of Darjeeling Estate');
    expect(mail.text).toContain('valid for 72 hours');
    expect(mail.text).toContain('https://shop.example.in/admin/login');
    expect(mail.text).not.toMatch(/(temporary|initial|your) password is/i);

    // Nothing the member could know opens the account before the link is used.
    expect((await staffLogin(email, 'Tea@12345')).status).toBe(401);

    const token = match[2];
    const reset = (newPassword: string) =>
      call(resetRoute, '/api/auth/password-reset/reset', {
        method: 'POST',
        ...json({ token, newPassword, confirmPassword: newPassword }, fromClient()),
      });
    expect((await reset('Cardamom@72')).status).toBe(200);
    const signedIn = await staffLogin(email, 'Cardamom@72');
    expect(signedIn.status).toBe(200);
    // Single use.
    expect((await reset('Another@72')).status).toBe(400);
  });

  it('an API caller that still sends a password sets it; the welcome mail still carries only the link', async () => {
    const email = 'api.admin@example.com';
    const res = await call(createUser, '/api/v1/admin/users', {
      method: 'POST',
      ...json(
        { email, name: 'Api Admin', phone: '9876502222', password: 'Handed@Over9', role: 'ADMIN' },
        admin.authHeader,
      ),
    });
    expect(res.status).toBe(201);
    await settleBackgroundWork();
    const { mail } = await sink.waitFor(email, WELCOME_LINK);
    expect(mail.raw).not.toContain('Handed@Over9');
    expect(mail.text).toContain('as an admin');
    expect((await staffLogin(email, 'Handed@Over9')).status).toBe(200);
  });
});

describe("alerts to a seller's members when a sub-order enters their queue", () => {
  let memberA1: TestUser;
  let memberA2: TestUser;
  let memberB: TestUser;
  let blockedA: TestUser;
  // Sellers of their own: members added elsewhere in this file do not join these queues.
  let g: Fixture;
  beforeAll(async () => {
    g = await makeCatalog();
    memberA1 = await createTestUser({ role: 'SELLER', sellerId: g.sellers.a.id, name: 'Asha A' });
    memberA2 = await createTestUser({ role: 'SELLER', sellerId: g.sellers.a.id, name: 'Arun A' });
    memberB = await createTestUser({ role: 'SELLER', sellerId: g.sellers.b.id, name: 'Bela B' });
    blockedA = await createTestUser({ role: 'SELLER', sellerId: g.sellers.a.id, status: 'BLOCKED' });
  });

  const alertsFor = async (subOrderNumber: string) =>
    (
      await getDb()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, `SELLER_QUEUE:${subOrderNumber}`))
    )
      .map((m) => m.to)
      .sort();

  it("a COD order, once its buyer confirms: one mail per active member of each part's seller, none to the other seller's members", async () => {
    const { shopper, order, a, b } = await placeTwoSellerOrder(g, 'COD', undefined, { confirm: false });
    await settleBackgroundWork();
    // Nothing while the buyer has not confirmed (design §13); the mails go out with the confirmation.
    expect(await alertsFor(a)).toEqual([]);
    await confirmCod(shopper, order.orderNumber);
    await settleBackgroundWork();
    const mine = await sink.waitFor(memberA1.user.email, new RegExp(`New order to pack: ${a}`));
    expect(mine.mail.text).toMatch(/2 \S{1,3} Darjeeling First Flush \(100 g\)/);
    expect(mine.mail.text).toContain(`https://shop.example.in/admin/orders/${a}`);
    expect(mine.mail.text).toContain('cash on delivery');
    await sink.waitFor(memberA2.user.email, new RegExp(`New order to pack: ${a}`));
    const theirs = await sink.waitFor(memberB.user.email, new RegExp(`New order to pack: ${b}`));
    expect(theirs.mail.text).toMatch(/1 \S{1,3} Wild Forest Honey \(500 g\)/);

    expect(await alertsFor(a)).toEqual([memberA1.user.email, memberA2.user.email].sort());
    expect(await alertsFor(b)).toEqual([memberB.user.email]);
    expect(sink.to(memberB.user.email).some((m) => m.text.includes(a))).toBe(false);
    expect(sink.to(memberA1.user.email).some((m) => m.text.includes(`New order to pack: ${b}`))).toBe(false);
    expect(sink.to(blockedA.user.email)).toHaveLength(0);
  });

  it('a prepaid order: nothing at placement, the mails when its payment is confirmed, and never twice', async () => {
    const { shopper, order, a, b } = await placeTwoSellerOrder(g, 'UPI');
    await settleBackgroundWork();
    expect(await alertsFor(a)).toEqual([]);
    expect(await alertsFor(b)).toEqual([]);

    // Recorded the way verify and the webhook record it; they then kick the sender, as done here.
    await pay(shopper, order.orderNumber);
    await deliverQueuedMails(getDb());
    const paid = await sink.waitFor(memberA1.user.email, new RegExp(`New order to pack: ${a}`));
    expect(paid.mail.text).toContain('paid online');
    await sink.waitFor(memberB.user.email, new RegExp(`New order to pack: ${b}`));

    // Asked again for the same order (a replayed confirmation): nothing more is queued.
    await queueSellerQueueMails(getDb(), order.id);
    expect(await alertsFor(a)).toEqual([memberA1.user.email, memberA2.user.email].sort());
    expect(await alertsFor(b)).toEqual([memberB.user.email]);
    expect(
      await getDb()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.kind, `SELLER_QUEUE:${order.orderNumber}%`)),
    ).toHaveLength(3);
  });
});
