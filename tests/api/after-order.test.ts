// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { GET as historyRoute } from '@/app/api/payments/history/order/[orderNumber]/route';
import { getDb } from '@/lib/db/client';
import { refunds, subOrders } from '@/lib/db/schema';
import { webhookSignature } from '@/lib/payments/signature';
import { listAudit } from '@/lib/audit/audit';
import type { PaymentRecord } from '@/lib/commerce/payment-records';
import { refundablePaiseOf } from '@/lib/fulfilment/refundable';
import { sellerActions } from '@/lib/fulfilment/seller-actions';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';
import {
  askReturn,
  cancel,
  deliver,
  detail,
  move,
  pay,
  placeTwoSellerOrder,
  refund,
  SHIP,
} from './after-order.fixtures';

const WEBHOOK_SECRET = 'whsec_after_order';
let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 60_000);
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
  await teardownTestDatabase();
});
beforeEach(async () => {
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
});

const refundsOf = async (orderId: number) => getDb().select().from(refunds).where(eq(refunds.orderId, orderId));

describe('the shopper cancels', () => {
  it('cancels a COD order before dispatch, returns the stock, and refuses a second cancel', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f);
    expect(await stockOf(f.tea.id)).toBe(98);
    const res = await cancel(shopper, order.orderNumber, 'Ordered by mistake');
    expect(res.status).toBe(200);
    expect(res.body?.message).toBe('Your order has been cancelled.');
    const data = res.body?.data as typeof order;
    expect(data.status).toBe('CANCELLED');
    expect(data.subOrders.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await stockOf(f.tea.id)).toBe(100);
    expect(await stockOf(f.honey.id)).toBe(100);
    expect((await refundsOf(order.id)).length).toBe(0);
    const again = await cancel(shopper, order.orderNumber);
    expect(again.status).toBe(409);
    expect(await stockOf(f.tea.id)).toBe(100);
  });

  it('cancels only what has not shipped; the order follows the shipped part', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f);
    await move(sellerA, a, { status: 'PROCESSING' });
    await move(sellerA, a, SHIP);
    const res = await cancel(shopper, order.orderNumber);
    expect(res.status).toBe(200);
    const data = res.body?.data as typeof order;
    expect(data.subOrders.map((s) => s.status)).toEqual(['SHIPPED', 'CANCELLED']);
    expect(data.status).toBe('SHIPPED');
    expect(await stockOf(f.tea.id)).toBe(98);
    expect(await stockOf(f.honey.id)).toBe(100);
  });

  it("answers 404 for someone else's order and changes nothing", async () => {
    const { order } = await placeTwoSellerOrder(f);
    const stranger = await createTestUser();
    expect((await cancel(stranger, order.orderNumber)).status).toBe(404);
    expect((await askReturn(stranger, order.orderNumber, order.subOrders[0].subOrderNumber)).status).toBe(404);
    const [row] = await getDb().select().from(subOrders).where(eq(subOrders.orderId, order.id));
    expect(row.status).toBe('CONFIRMED');
  });

  it('refunds a paid order exactly once, even when the cancel is sent twice at once', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    const [first, second] = await Promise.all([cancel(shopper, order.orderNumber), cancel(shopper, order.orderNumber)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const given = await refundsOf(order.id);
    expect(given).toHaveLength(2);
    expect(given.every((r) => r.status === 'PROCESSED' && r.provider === 'sandbox')).toBe(true);
    expect(given.reduce((s, r) => s + r.amountPaise, 0)).toBe(order.totalAmount * 100);
    // Order-level charges belong to the first sub-order.
    const bySub = Object.fromEntries(given.map((r) => [r.subOrderId, r.amountPaise]));
    expect(bySub[order.subOrders[0].id]).toBe(2 * 399_00 + 59_00);
    expect(bySub[order.subOrders[1].id]).toBe(350_00);
    const seen = await detail(shopper, order.orderNumber);
    expect(seen.payments[0].refunds).toEqual([
      expect.objectContaining({ amount: 857, status: 'PROCESSED', refundId: expect.stringMatching(/^RF-/) }),
      expect.objectContaining({ amount: 350, status: 'PROCESSED' }),
    ]);
    const historyRes = await call(historyRoute, `/api/payments/history/order/${order.orderNumber}`, {
      headers: shopper.authHeader,
      params: { orderNumber: order.orderNumber },
    });
    expect((historyRes.body?.data as PaymentRecord[])[0].refunds).toHaveLength(2);
  });

  it('a refund.processed webhook racing the answer settles the same refund once', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    await cancel(shopper, order.orderNumber);
    const [given] = await refundsOf(order.id);
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: given.providerRefundId,
            amount: given.amountPaise,
            status: 'processed',
            notes: { refund_number: given.refundNumber },
          },
        },
      },
    });
    const send = () =>
      call(webhookRoute, '/api/payments/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': webhookSignature(raw, WEBHOOK_SECRET),
          'X-Razorpay-Event-Id': `evt_${given.refundNumber}`,
        },
        body: raw,
      });
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const after = await refundsOf(order.id);
    expect(after).toHaveLength(2);
    expect(after.find((r) => r.id === given.id)?.status).toBe('PROCESSED');
  });
});

describe('returns', () => {
  it('a delivered part can be returned inside the window; the seller takes it back and a COD return is refunded by hand', async () => {
    const { shopper, order, b } = await placeTwoSellerOrder(f);
    await deliver(sellerB, b);
    const notYet = await askReturn(shopper, order.orderNumber, order.subOrders[0].subOrderNumber);
    expect(notYet.status).toBe(409);
    const asked = await askReturn(shopper, order.orderNumber, b);
    expect(asked.status).toBe(200);
    expect((asked.body?.data as typeof order).subOrders[1].status).toBe('RETURN_REQUESTED');
    expect((await move(sellerB, b, { status: 'RETURNED' })).status).toBe(200);
    const seen = await detail(shopper, order.orderNumber);
    expect(seen.subOrders[1].status).toBe('REFUNDED');
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: 350, status: 'PROCESSED', reason: 'Returned' })]);
  });

  it('refuses a return after the window (24 hours by default)', async () => {
    const { shopper, order, b } = await placeTwoSellerOrder(f);
    await deliver(sellerB, b);
    await getDb()
      .update(subOrders)
      .set({ deliveredAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(subOrders.subOrderNumber, b));
    const res = await askReturn(shopper, order.orderNumber, b);
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('The return window for this shipment has closed.');
  });
});

describe('POST /api/v1/admin/orders/{subOrderNumber}/refund', () => {
  it('refunds part, then the rest; the same key answers the first refund; too much is 400, nothing left 409', async () => {
    const { shopper, order, a, b } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    expect((await refund(sellerA, a, { reason: 'Damaged tin' }, null)).status).toBe(400);
    expect((await refund(sellerB, a, { reason: 'Damaged tin' }, 'k1')).status).toBe(404);
    const part = await refund(sellerA, a, { amount: 100.5, reason: 'Damaged tin' }, 'k1');
    expect(part.status).toBe(201);
    expect(part.body?.data).toEqual(expect.objectContaining({ amount: 100.5, status: 'PROCESSED' }));
    const replay = await refund(sellerA, a, { amount: 100.5, reason: 'Damaged tin' }, 'k1');
    expect(replay.status).toBe(200);
    expect((replay.body?.data as { refundId: string }).refundId).toBe(
      (part.body?.data as { refundId: string }).refundId,
    );
    const tooMuch = await refund(sellerA, a, { amount: 800, reason: 'Too much' }, 'k2');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body?.errors?.amount).toMatch(/At most ₹756.50/);
    const rest = await refund(sellerA, a, { reason: 'Rest of it' }, 'k3');
    expect(rest.status).toBe(201);
    expect((rest.body?.data as { amount: number }).amount).toBe(756.5);
    expect((await refund(sellerA, a, { reason: 'Again' }, 'k4')).status).toBe(409);
    // The other seller's part is untouched and still refundable.
    expect((await refund(sellerB, b, { amount: 350, reason: 'Whole' }, 'k1')).status).toBe(201);
    const given = await refundsOf(order.id);
    expect(given.reduce((s, r) => s + r.amountPaise, 0)).toBe(order.totalAmount * 100);
    // The audit log names who gave each refund; the replay, the refusals and the other seller's 404 left no entry.
    const audit = await listAudit({ entity: 'sub-order', entityId: a, page: 1, size: 20 });
    expect(audit.items.map((e) => [e.action, e.actor.email, (e.after as { amountPaise: number }).amountPaise])).toEqual(
      [
        ['refund', sellerA.user.email, 75_650],
        ['refund', sellerA.user.email, 10_050],
      ],
    );
  });

  it('refuses a refund of an unpaid COD part (nothing collected yet)', async () => {
    const { a } = await placeTwoSellerOrder(f);
    expect((await refund(sellerA, a, { reason: 'x-x-x' }, 'k')).status).toBe(409);
  });
});

describe('returned to origin (RTO)', () => {
  it('a prepaid parcel the courier brought back is refunded in full by itself, its stock is back, and no refund is left to offer', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    // Paid and not yet shipped: the sub-order page offers a refund of everything paid for the part.
    expect(await refundablePaiseOf(a)).toBe(2 * 399_00 + 59_00);
    expect(sellerActions('CONFIRMED', { refundablePaise: await refundablePaiseOf(a) }).map((x) => x.kind)).toEqual([
      'pack',
      'cancel',
      'refund',
    ]);
    for (const body of [{ status: 'PROCESSING' }, SHIP]) expect((await move(sellerA, a, body)).status).toBe(200);
    const before = await stockOf(f.tea.id);
    expect((await move(sellerA, a, { status: 'RETURNED' })).status).toBe(200);
    expect(await stockOf(f.tea.id)).toBe(before + 2);
    const seen = await detail(shopper, order.orderNumber);
    expect(seen.subOrders[0].status).toBe('REFUNDED');
    expect(seen.payments[0].refunds).toEqual([expect.objectContaining({ amount: 857, status: 'PROCESSED' })]);
    expect(await refundablePaiseOf(a)).toBe(0);
  });
});
