// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq, inArray } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as bulkStatus } from '@/app/api/v1/admin/orders/bulk-status/route';
import { getDb } from '@/lib/db/client';
import { subOrders } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import { listAudit } from '@/lib/audit/audit';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, confirmCod, json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
let memberA: TestUser;
let memberB: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  memberA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  memberB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 180_000);
afterAll(teardownTestDatabase);

/** A COD order with one part from each seller, confirmed by its buyer: [seller A's sub-order, seller B's]. */
async function twoSellerOrder(): Promise<[string, string]> {
  const shopper = await createTestUser();
  const addressId = (await addAddress(shopper.user.id)).id;
  const items = [f.tea, f.honey].map((p) => ({ productId: p.id, variantId: null, quantity: 1 }));
  const res = await call(placeOrder, '/api/orders', {
    method: 'POST',
    ...json({ addressId, paymentInfo: { method: 'COD' }, items }, shopper.authHeader),
  });
  expect(res.status).toBe(201);
  const order = res.body?.data as OrderJson;
  await confirmCod(shopper, order.orderNumber);
  const bySeller = (name: string) => order.subOrders.find((s) => s.sellerName === name)!.subOrderNumber;
  return [bySeller(f.sellers.a.name), bySeller(f.sellers.b.name)];
}

const bulk = (who: TestUser | null, body: unknown) =>
  call(bulkStatus, '/api/v1/admin/orders/bulk-status', { method: 'POST', ...json(body, who ? who.authHeader : {}) });

const statusOf = async (numbers: string[]) => {
  const rows = await getDb()
    .select({ n: subOrders.subOrderNumber, s: subOrders.status })
    .from(subOrders)
    .where(inArray(subOrders.subOrderNumber, numbers));
  return Object.fromEntries(rows.map((r) => [r.n, r.s]));
};

describe('POST /api/v1/admin/orders/bulk-status', () => {
  it("moves each of the caller's confirmed parts to packing, audited one by one; one already moving is refused with its reason", async () => {
    const [a1] = await twoSellerOrder();
    const [a2] = await twoSellerOrder();
    const [a3] = await twoSellerOrder();
    expect((await bulk(memberA, { subOrderNumbers: [a3], status: 'PROCESSING' })).status).toBe(200);

    const res = await bulk(memberA, { subOrderNumbers: [a1, a2, a3], status: 'PROCESSING' });
    expect(res.status).toBe(200);
    expect(res.body?.data).toEqual({
      moved: [a1, a2],
      refused: [{ subOrderNumber: a3, message: 'A sub-order that is PROCESSING cannot become PROCESSING.' }],
    });
    expect(await statusOf([a1, a2, a3])).toEqual({ [a1]: 'PROCESSING', [a2]: 'PROCESSING', [a3]: 'PROCESSING' });
    const audit = await listAudit({ entity: 'sub-order', entityId: a1, page: 1, size: 5 });
    expect(audit.items.map((e) => [e.actor.email, (e.after as { status: string }).status])).toEqual([
      [memberA.user.email, 'PROCESSING'],
    ]);
  });

  it("refuses another seller's number as not found and leaves that part unchanged", async () => {
    const [a, b] = await twoSellerOrder();
    const res = await bulk(memberA, { subOrderNumbers: [a, b, 'OT-NOPE-1'], status: 'PROCESSING' });
    expect(res.status).toBe(200);
    expect(res.body?.data).toEqual({
      moved: [a],
      refused: [
        { subOrderNumber: b, message: 'Order not found.' },
        { subOrderNumber: 'OT-NOPE-1', message: 'Order not found.' },
      ],
    });
    const [row] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, b));
    expect(row.status).toBe('CONFIRMED');
    expect((await listAudit({ entity: 'sub-order', entityId: b, page: 1, size: 5 })).total).toBe(0);
    // Seller B's own member can still move it.
    expect((await bulk(memberB, { subOrderNumbers: [b], status: 'PROCESSING' })).body?.data).toEqual({
      moved: [b],
      refused: [],
    });
  });

  it('checks the request: 1 to 100 numbers, a status the queue may set, a signed-in member', async () => {
    const [a] = await twoSellerOrder();
    expect((await bulk(null, { subOrderNumbers: [a], status: 'PROCESSING' })).status).toBe(401);
    const empty = await bulk(memberA, { subOrderNumbers: [], status: 'PROCESSING' });
    expect(empty.status).toBe(400);
    expect(empty.body?.errors?.subOrderNumbers).toBe('Choose at least one sub-order.');
    const many = await bulk(memberA, {
      subOrderNumbers: Array.from({ length: 101 }, (_, i) => `OT-X-${i}`),
      status: 'PROCESSING',
    });
    expect(many.status).toBe(400);
    const ship = await bulk(memberA, { subOrderNumbers: [a], status: 'SHIPPED' });
    expect(ship.status).toBe(400);
    expect((await statusOf([a]))[a]).toBe('CONFIRMED');
  });
});
