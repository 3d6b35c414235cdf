// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderStatusHistory, orders, payments, subOrders } from '@/lib/db/schema';
import { expirePendingOrders, transitionOrder } from '@/lib/commerce/order-state';
import { isAppError } from '@/lib/errors';
import { placeOrder, type PlacedOrder } from '@/lib/commerce/place-order';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser } from '../helpers/auth';
import { addAddress, makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';

let f: Fixture;
const MINUTE = 60_000;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);
beforeEach(async () => {
  await setStock(f.tea.id, 20);
  await setStock(f.honey.id, 10);
});

async function place(method: 'UPI' | 'CARD' | 'COD', now = new Date()): Promise<PlacedOrder> {
  const { user } = await createTestUser();
  const { id: addressId } = await addAddress(user.id);
  return placeOrder(
    getDb(),
    user,
    {
      addressId,
      paymentInfo: { method },
      items: [
        { productId: f.tea.id, variantId: null, quantity: 2 },
        { productId: f.honey.id, variantId: null, quantity: 1 },
      ],
    },
    { now },
  );
}
const statusOf = async (orderId: number) =>
  (await getDb().select().from(orders).where(eq(orders.id, orderId)))[0].status;
const historyOf = (orderId: number) =>
  getDb()
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

describe('expirePendingOrders', () => {
  it('cancels an unpaid UPI order after its window and returns its stock', async () => {
    const order = await place('UPI');
    expect(await stockOf(f.tea.id)).toBe(18);
    expect(await expirePendingOrders(getDb(), new Date(Date.now() + 29 * MINUTE))).toBe(0);
    expect(await statusOf(order.orderId)).toBe('PENDING');
    expect(await expirePendingOrders(getDb(), new Date(Date.now() + 31 * MINUTE))).toBe(1);
    expect(await statusOf(order.orderId)).toBe('CANCELLED');
    expect(await stockOf(f.tea.id)).toBe(20);
    expect(await stockOf(f.honey.id)).toBe(10);
    const subs = await getDb().select().from(subOrders).where(eq(subOrders.orderId, order.orderId));
    expect(subs.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await historyOf(order.orderId)).map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'PENDING', 'customer'],
      ['PENDING', 'CANCELLED', 'system'],
    ]);
  });

  it('leaves COD orders, paid orders and orders still inside their window alone', async () => {
    const cod = await place('COD');
    const paid = await place('CARD');
    await transitionOrder(getDb(), paid.orderId, 'CONFIRMED', { actor: 'payment' });
    const fresh = await place('UPI', new Date(Date.now() + 10 * MINUTE));
    expect(await expirePendingOrders(getDb(), new Date(Date.now() + 31 * MINUTE))).toBe(0);
    expect([await statusOf(cod.orderId), await statusOf(paid.orderId), await statusOf(fresh.orderId)]).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'PENDING',
    ]);
    expect(await stockOf(f.tea.id)).toBe(14);
  });

  it('cancels each order once when two sweeps run together', async () => {
    const a = await place('UPI');
    const b = await place('CARD');
    const later = new Date(Date.now() + 31 * MINUTE);
    const counts = await Promise.all([expirePendingOrders(getDb(), later), expirePendingOrders(getDb(), later)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await stockOf(f.tea.id)).toBe(20);
    expect((await historyOf(a.orderId)).length + (await historyOf(b.orderId)).length).toBe(4);
  });

  it('lets exactly one of a payment confirmation and the sweep win', async () => {
    const order = await place('UPI');
    const later = new Date(Date.now() + 31 * MINUTE);
    const [confirm] = await Promise.allSettled([
      transitionOrder(getDb(), order.orderId, 'CONFIRMED', { actor: 'payment' }),
      expirePendingOrders(getDb(), later),
    ]);
    const status = await statusOf(order.orderId);
    expect(['CONFIRMED', 'CANCELLED']).toContain(status);
    expect(confirm.status === 'fulfilled').toBe(status === 'CONFIRMED');
    expect(await stockOf(f.tea.id)).toBe(status === 'CONFIRMED' ? 18 : 20);
    expect(await historyOf(order.orderId)).toHaveLength(2);
  });
});

describe('transitionOrder', () => {
  it('walks an order through fulfilment, a history row per move', async () => {
    const order = await place('COD');
    for (const to of ['PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'REFUNDED'] as const) {
      await transitionOrder(getDb(), order.orderId, to, { actor: 'seller', note: `to ${to}` });
    }
    expect(await statusOf(order.orderId)).toBe('REFUNDED');
    expect((await historyOf(order.orderId)).map((h) => h.toStatus)).toEqual([
      'CONFIRMED',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
      'RETURN_REQUESTED',
      'RETURNED',
      'REFUNDED',
    ]);
  });

  it('refuses a move the machine lacks with a 409 and changes nothing', async () => {
    const order = await place('COD');
    await transitionOrder(getDb(), order.orderId, 'PROCESSING', { actor: 'seller' });
    await transitionOrder(getDb(), order.orderId, 'SHIPPED', { actor: 'seller' });
    const error = await transitionOrder(getDb(), order.orderId, 'CANCELLED', { actor: 'seller' }).catch((e) => e);
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, detail: { from: 'SHIPPED', to: 'CANCELLED' } });
    expect(await statusOf(order.orderId)).toBe('SHIPPED');
    expect(await stockOf(f.tea.id)).toBe(18);
    expect(await historyOf(order.orderId)).toHaveLength(3);
  });

  it('refuses a confirmation of an order that is already confirmed (409, from CONFIRMED)', async () => {
    const order = await place('UPI');
    await transitionOrder(getDb(), order.orderId, 'CONFIRMED', { actor: 'payment' });
    await expect(transitionOrder(getDb(), order.orderId, 'CONFIRMED', { actor: 'payment' })).rejects.toMatchObject({
      status: 409,
      detail: { from: 'CONFIRMED' },
    });
  });

  it('refuses a move the actor may not make with a 403', async () => {
    const order = await place('UPI');
    await expect(transitionOrder(getDb(), order.orderId, 'CONFIRMED', { actor: 'customer' })).rejects.toMatchObject({
      status: 403,
    });
    expect(await statusOf(order.orderId)).toBe('PENDING');
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(transitionOrder(getDb(), 99_999_999, 'CANCELLED', { actor: 'seller' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('returns the stock when a confirmed order is cancelled', async () => {
    const order = await place('COD');
    await transitionOrder(getDb(), order.orderId, 'CANCELLED', { actor: 'customer', note: 'Changed my mind' });
    expect(await stockOf(f.tea.id)).toBe(20);
    expect(await stockOf(f.honey.id)).toBe(10);
  });

  it("works inside the caller's transaction, committing with the caller's own writes", async () => {
    const order = await place('UPI');
    await getDb().transaction(async (tx) => {
      await tx.insert(payments).values({
        orderId: order.orderId,
        provider: 'sandbox',
        providerOrderId: 'o1',
        providerPaymentId: `p-${order.orderId}`,
        amountPaise: order.totalPaise,
        status: 'PAID',
      });
      await transitionOrder(tx, order.orderId, 'CONFIRMED', { actor: 'payment' });
    });
    expect(await statusOf(order.orderId)).toBe('CONFIRMED');
    expect(await getDb().select().from(payments).where(eq(payments.orderId, order.orderId))).toHaveLength(1);
  });

  it("rolls back with the caller's transaction", async () => {
    const order = await place('UPI');
    await getDb()
      .transaction(async (tx) => {
        await transitionOrder(tx, order.orderId, 'CONFIRMED', { actor: 'payment' });
        throw new Error('payment record failed');
      })
      .catch(() => {});
    expect(await statusOf(order.orderId)).toBe('PENDING');
    expect(await historyOf(order.orderId)).toHaveLength(1);
  });

  it("lets the caller's transaction go on after a refused move (it undoes only its own writes)", async () => {
    const order = await place('UPI');
    await transitionOrder(getDb(), order.orderId, 'CANCELLED', { actor: 'system' });
    await getDb().transaction(async (tx) => {
      const refused = await transitionOrder(tx, order.orderId, 'CONFIRMED', { actor: 'payment' }).catch((e) => e);
      expect(refused).toMatchObject({ status: 409, detail: { from: 'CANCELLED' } });
      // The payments engineer records the late money for a refund in the same transaction.
      await tx.insert(payments).values({
        orderId: order.orderId,
        provider: 'sandbox',
        providerOrderId: 'o2',
        providerPaymentId: `late-${order.orderId}`,
        amountPaise: order.totalPaise,
        status: 'PAID',
        refundRequired: true,
      });
    });
    const [row] = await getDb().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(row.refundRequired).toBe(true);
    expect(await statusOf(order.orderId)).toBe('CANCELLED');
  });
});
