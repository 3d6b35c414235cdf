// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, eq, like } from 'drizzle-orm';
import { GET as queueRoute } from '@/app/api/v1/admin/orders/route';
import { POST as confirmRoute } from '@/app/api/orders/number/[orderNumber]/confirm-cod/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orders } from '@/lib/db/schema';
import { codConfirmToken } from '@/lib/delivery/cod-token';
import { expireUnconfirmedCodOrders } from '@/lib/delivery/cod-confirmation';
import { jobKinds } from '@/lib/jobs/kinds';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { json, makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';
import { cancel, detail, move, placeTwoSellerOrder } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 60_000);
afterAll(teardownTestDatabase);
beforeEach(async () => {
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
});

const placeUnconfirmed = () => placeTwoSellerOrder(f, 'COD', undefined, { confirm: false });

const confirm = (orderNumber: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(confirmRoute, `/api/orders/number/${orderNumber}/confirm-cod`, {
    method: 'POST',
    params: { orderNumber },
    ...json(body, headers),
  });

async function queueOf(seller: TestUser): Promise<string[]> {
  const res = await call(queueRoute, '/api/v1/admin/orders?size=100', { headers: seller.authHeader });
  expect(res.status).toBe(200);
  return (res.body!.data as { items: { subOrderNumber: string }[] }).items.map((s) => s.subOrderNumber);
}

const sellerMails = (subOrderNumber: string) =>
  getDb()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, `SELLER_QUEUE:${subOrderNumber}`));

describe('a COD order waits for its buyer (design §13)', () => {
  it('stays out of both sellers’ queues and cannot be shipped until the owner confirms; then both see it and are mailed', async () => {
    const { shopper, order, a, b } = await placeUnconfirmed();
    expect(order.codConfirmation).toBe('PENDING');
    expect(order.status).toBe('CONFIRMED');
    expect(new Date(order.codConfirmBy!).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await queueOf(sellerA)).not.toContain(a);
    expect(await queueOf(sellerB)).not.toContain(b);
    expect(await sellerMails(a)).toHaveLength(0);

    const refused = await move(sellerA, a, { status: 'PROCESSING' });
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe("This cash-on-delivery order is waiting for the buyer's confirmation.");

    const stranger = await createTestUser();
    expect((await confirm(order.orderNumber, {}, stranger.authHeader)).status).toBe(404);
    expect((await confirm(order.orderNumber, {})).status).toBe(401);

    const ok = await confirm(order.orderNumber, {}, shopper.authHeader);
    expect(ok.status).toBe(200);
    expect((ok.body!.data as { codConfirmation: string }).codConfirmation).toBe('CONFIRMED');
    expect(await queueOf(sellerA)).toContain(a);
    expect(await queueOf(sellerA)).not.toContain(b);
    expect(await queueOf(sellerB)).toContain(b);
    expect(await sellerMails(a)).toHaveLength(1);
    expect(await sellerMails(b)).toHaveLength(1);
    expect((await move(sellerA, a, { status: 'PROCESSING' })).status).toBe(200);

    const twice = await confirm(order.orderNumber, {}, shopper.authHeader);
    expect(twice.status).toBe(409);
    expect(twice.body!.message).toBe('This order is not waiting for confirmation.');
    expect(await sellerMails(a)).toHaveLength(1);
  });

  it('the signed link confirms without a session; a forged or another order’s token is 404', async () => {
    const { order, a } = await placeUnconfirmed();
    const other = await placeUnconfirmed();
    expect((await confirm(order.orderNumber, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await confirm(order.orderNumber, { token: codConfirmToken(other.order.orderNumber) })).status).toBe(404);
    const ok = await confirm(order.orderNumber, { token: codConfirmToken(order.orderNumber) });
    expect(ok.status).toBe(200);
    expect(await queueOf(sellerA)).toContain(a);
  });

  it('the placed mail carries the confirm link; after the deadline the sweep cancels it, returns the stock and tells the buyer', async () => {
    // Earlier tests' unconfirmed orders expire first, so only this order's stock moves below.
    await expireUnconfirmedCodOrders(getDb(), new Date(Date.now() + 48 * 3_600_000));
    await setStock(f.tea.id, 100);
    const before = await stockOf(f.tea.id);
    const { shopper, order, a } = await placeUnconfirmed();
    const [placed] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.user.email), eq(mailOutbox.kind, 'ORDER_PLACED')));
    expect(placed.text).toContain(`/confirm-cod/${order.orderNumber}?token=${codConfirmToken(order.orderNumber)}`);
    expect(placed.text).toContain('Confirm your order');
    expect(placed.text).toMatch(/Please confirm the order by \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(await stockOf(f.tea.id)).toBe(before - 2);

    const deadline = new Date(order.codConfirmBy!);
    await expireUnconfirmedCodOrders(getDb(), new Date(deadline.getTime() - 1000));
    expect((await detail(shopper, order.orderNumber)).codConfirmation).toBe('PENDING');
    expect(await expireUnconfirmedCodOrders(getDb(), new Date(deadline.getTime() + 1000))).toBeGreaterThanOrEqual(1);

    const now = await detail(shopper, order.orderNumber);
    expect(now.status).toBe('CANCELLED');
    expect(now.codConfirmation).toBe('EXPIRED');
    expect(now.subOrders.every((s) => s.status === 'CANCELLED')).toBe(true);
    expect(await stockOf(f.tea.id)).toBe(before);
    const told = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.user.email), eq(mailOutbox.kind, 'ORDER_COD_EXPIRED')));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('was cancelled because it was not confirmed in time');

    const late = await confirm(order.orderNumber, {}, shopper.authHeader);
    expect(late.status).toBe(409);
    expect(await queueOf(sellerA)).not.toContain(a);
    expect(
      await getDb()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.kind, `SELLER_QUEUE:${a}`)),
    ).toHaveLength(0);
  });

  it('a COD order the buyer cancelled is left alone by the sweep; prepaid orders carry no confirmation', async () => {
    const { shopper, order } = await placeUnconfirmed();
    expect((await cancel(shopper, order.orderNumber)).status).toBe(200);
    await expireUnconfirmedCodOrders(getDb(), new Date(Date.now() + 48 * 3_600_000));
    const [row] = await getDb().select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row.status).toBe('CANCELLED');
    expect((await confirm(order.orderNumber, {}, shopper.authHeader)).status).toBe(409);

    const prepaid = await placeTwoSellerOrder(f, 'UPI');
    expect(prepaid.order.codConfirmation).toBeNull();
    expect(jobKinds().map((k) => k.name)).toContain('orders.cod-expire');
  });
});
