// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

/**
 * Issue 29: a seller's member reading its own part of a two-seller order must see nothing of the
 * other seller's part — not its history row (with the shopper's reason), not its refund, not the
 * whole order's totals from which the other part's sale follows. The admin keeps the whole order.
 */
import { GET as subOrderRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/route';
import { GET as queueRoute } from '@/app/api/v1/admin/orders/route';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';
import type { AdminSubOrder, AdminSubOrderListItem } from '@/lib/commerce/admin-orders';
import type { Dashboard } from '@/lib/commerce/admin-dashboard';
import type { Page } from '@/lib/validation/paging';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { makeCatalog, type Fixture } from './orders.fixtures';
import { cancel, move, pay, placeTwoSellerOrder, SHIP } from './after-order.fixtures';
import { confirmCod } from './orders.fixtures';

let f: Fixture;
let admin: TestUser;
let memberA: TestUser;
let memberB: TestUser;
let order: Awaited<ReturnType<typeof placeTwoSellerOrder>>;
const REASON = 'Found the honey cheaper nearby';

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN', name: 'Ada Admin' });
  memberA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id, name: 'Member A' });
  memberB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id, name: 'Member B' });
  // A's part (2 × ₹399 + ₹59 shipping) ships; the shopper then cancels, which takes only B's part (₹350) back.
  order = await placeTwoSellerOrder(f, 'UPI');
  await pay(order.shopper, order.order.orderNumber);
  for (const body of [{ status: 'PROCESSING' }, SHIP]) expect((await move(memberA, order.a, body)).status).toBe(200);
  expect((await cancel(order.shopper, order.order.orderNumber, REASON)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});

const subOrder = async (who: TestUser, subOrderNumber: string) => {
  const res = await call(subOrderRoute, `/api/v1/admin/orders/${subOrderNumber}`, {
    headers: who.authHeader,
    params: { subOrderNumber },
  });
  expect(res.status).toBe(200);
  return res.body!.data as AdminSubOrder;
};

test("a seller's member reads its part without the other seller's history, refund or sale", async () => {
  const mine = await subOrder(memberA, order.a);
  const text = JSON.stringify(mine);
  expect(text).not.toContain(REASON);
  expect(text).not.toContain(order.b);
  expect(mine.history.map((h) => h.to)).toEqual(['PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED']);
  expect(text).not.toContain('1,207');
  expect(mine.payments.flatMap((p) => p.refunds)).toEqual([]);
  // Its share: its items and the shipping its part carries — not the order's ₹1,207 (which gives away B's ₹350).
  expect(mine.share).toEqual({ items: 798, charges: 59, total: 857 });
  expect(mine.order.amounts).toBeNull();
  expect(text).not.toContain('1207');
  expect(mine.payments.map((p) => p.amount)).toEqual([857]);
  expect(mine.paymentLabel).toBe('Paid');

  const theirs = await subOrder(memberB, order.b);
  expect(theirs.history.map((h) => h.to)).toEqual(['PENDING', 'CONFIRMED', 'CANCELLED']);
  expect(theirs.history[2].note).toBe(REASON);
  expect(theirs.payments.flatMap((p) => p.refunds).map((r) => r.amount)).toEqual([350]);
  expect(theirs.share).toEqual({ items: 350, charges: 0, total: 350 });
  expect(theirs.paymentLabel).toBe('Refunded');
  expect(JSON.stringify(theirs)).not.toContain('PROCESSING');
});

test('the admin still reads the whole order from either part', async () => {
  const whole = await subOrder(admin, order.a);
  expect(whole.order.amounts).toMatchObject({ total: 1207, shipping: 59 });
  expect(whole.history.map((h) => h.to)).toEqual(['PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'CANCELLED']);
  expect(whole.history.find((h) => h.to === 'CANCELLED')!.note).toBe(REASON);
  expect(whole.history.map((h) => h.by)).toEqual([
    'customer',
    'payment',
    'Member A (Darjeeling Estate)',
    'Member A (Darjeeling Estate)',
    'customer',
  ]);
  expect(whole.history[1].note).toContain('1,207');
  expect(whole.payments.flatMap((p) => p.refunds).map((r) => r.amount)).toEqual([350]);
  expect(whole.paymentLabel).toBe('Partly refunded');
});

test("the queue, its search and the dashboard show a member only its own part's money", async () => {
  const queue = async (who: TestUser, q = '') =>
    (await call(queueRoute, `/api/v1/admin/orders${q}`, { headers: who.authHeader })).body!
      .data as Page<AdminSubOrderListItem>;
  for (const q of [
    '',
    `?q=${order.order.orderNumber}`,
    `?q=${order.b}`,
    `?q=${encodeURIComponent(order.shopper.user.email)}`,
  ]) {
    const seen = await queue(memberA, q);
    expect(seen.items.map((i) => i.subOrderNumber)).toEqual([order.a]);
    expect(JSON.stringify(seen)).not.toContain(order.b);
    expect(seen.items[0].total).toBe(798);
  }
  const dash = (await call(dashboardRoute, '/api/v1/admin/dashboard?days=1', { headers: memberA.authHeader })).body!
    .data as Dashboard;
  expect(dash.today.revenue).toBe(798);
});

test('cash on delivery counts as a sale on the dashboard once its buyer confirms it, not before', async () => {
  const today = async (who: TestUser) =>
    (
      (await call(dashboardRoute, '/api/v1/admin/dashboard?days=1', { headers: who.authHeader })).body!
        .data as Dashboard
    ).today;
  const [adminBefore, bBefore] = [await today(admin), await today(memberB)];
  const cod = await placeTwoSellerOrder(f, 'COD', undefined, { confirm: false });
  expect(await today(admin)).toEqual(adminBefore);
  expect(await today(memberB)).toEqual(bBefore);
  await confirmCod(cod.shopper, cod.order.orderNumber);
  expect((await today(admin)).orders).toBe(adminBefore.orders + 1);
  expect((await today(memberB)).revenue).toBe(bBefore.revenue + 350);
});
