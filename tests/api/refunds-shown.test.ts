// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

/**
 * Issue 28: a refunded order must not read "Paid" to the shopper or the staff, and the dashboard
 * must not count the money that went back as revenue.
 */
import { GET as subOrderRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/route';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';
import { GET as historyRoute } from '@/app/api/payments/history/order/[orderNumber]/route';
import type { AdminSubOrder } from '@/lib/commerce/admin-orders';
import type { Dashboard } from '@/lib/commerce/admin-dashboard';
import type { PaymentRecord } from '@/lib/commerce/payment-records';
import { paymentStatusLabel } from '@/lib/commerce/payment-status';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { makeCatalog, type Fixture } from './orders.fixtures';
import { deliver, detail, pay, placeTwoSellerOrder, refund } from './after-order.fixtures';

let f: Fixture;
let admin: TestUser;
let memberA: TestUser;
let memberB: TestUser;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN', name: 'Ada Admin' });
  memberA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id, name: 'Member A' });
  memberB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id, name: 'Member B' });
}, 180_000);
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});

const staffView = async (who: TestUser, subOrderNumber: string) =>
  (
    await call(subOrderRoute, `/api/v1/admin/orders/${subOrderNumber}`, {
      headers: who.authHeader,
      params: { subOrderNumber },
    })
  ).body!.data as AdminSubOrder;
const revenueToday = async (who: TestUser) =>
  ((await call(dashboardRoute, '/api/v1/admin/dashboard?days=1', { headers: who.authHeader })).body!.data as Dashboard)
    .today.revenue;

test('a part refunded after its invoice: shopper and staff see the refund, its credit note and "Partly refunded"; revenue drops by it', async () => {
  const { shopper, order, a } = await placeTwoSellerOrder(f, 'UPI');
  await pay(shopper, order.orderNumber);
  await deliver(admin, a);
  const before = { admin: await revenueToday(admin), member: await revenueToday(memberA) };

  const res = await refund(admin, a, { amount: 100.5, reason: 'Dented tin' }, 'dent-1');
  expect(res.status).toBe(201);

  const seen = await detail(shopper, order.orderNumber);
  const [given] = seen.payments[0].refunds;
  expect(given).toMatchObject({
    amount: 100.5,
    status: 'PROCESSED',
    subOrderNumber: a,
    creditNote: expect.any(String),
  });
  expect(seen.subOrders[0].creditNotes).toEqual([given.creditNote]);
  expect(paymentStatusLabel(seen.payments[0])).toBe('Partly refunded');
  const history = (
    await call(historyRoute, `/api/payments/history/order/${order.orderNumber}`, {
      headers: shopper.authHeader,
      params: { orderNumber: order.orderNumber },
    })
  ).body!.data as PaymentRecord[];
  expect(history[0].refunds).toEqual([given]);

  const whole = await staffView(admin, a);
  expect(whole.paymentLabel).toBe('Partly refunded');
  expect(whole.payments[0].refunds).toEqual([given]);
  expect(whole.history.filter((h) => h.actor === 'seller').map((h) => h.by)).toEqual([
    'Ada Admin (admin)',
    'Ada Admin (admin)',
    'Ada Admin (admin)',
  ]);
  const part = await staffView(memberA, a);
  expect(part.paymentLabel).toBe('Partly refunded');
  expect(part.payments[0]).toMatchObject({ amount: 857, refunds: [given] });

  expect(await revenueToday(admin)).toBeCloseTo(before.admin - 100.5, 2);
  expect(await revenueToday(memberA)).toBeCloseTo(before.member - 100.5, 2);
}, 180_000);

test('a cash-on-delivery part refunded in full by hand: its seller reads "Refunded", the admin "Partly refunded" of the order', async () => {
  const { shopper, order, b } = await placeTwoSellerOrder(f, 'COD');
  await deliver(admin, b);
  expect((await refund(admin, b, { reason: 'Wrong jar' }, 'cod-1')).status).toBe(201);
  const seen = await detail(shopper, order.orderNumber);
  expect(seen.refunds).toEqual([expect.objectContaining({ amount: 350, status: 'PROCESSED', subOrderNumber: b })]);
  const staff = await staffView(admin, b);
  expect(staff.refunds).toEqual(seen.refunds);
  expect(staff.paymentLabel).toBe('Partly refunded');
  const part = await staffView(memberB, b);
  expect(part.refunds).toEqual(seen.refunds);
  expect(part.paymentLabel).toBe('Refunded');
}, 180_000);
