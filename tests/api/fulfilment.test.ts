// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/orders/route';
import { GET as getOrder } from '@/app/api/orders/number/[orderNumber]/route';
import { POST as moveStatus } from '@/app/api/v1/admin/orders/[subOrderNumber]/status/route';
import { getDb } from '@/lib/db/client';
import { orderItems, orderStatusHistory, orders, productVariants, subOrders } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import { listAudit } from '@/lib/audit/audit';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, confirmCod, json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
  admin = await createTestUser({ role: 'ADMIN' });
}, 60_000);
afterAll(teardownTestDatabase);

async function twoSellerOrder(method = 'COD') {
  const shopper = await createTestUser();
  const addressId = (await addAddress(shopper.user.id)).id;
  const res = await call(placeOrder, '/api/orders', {
    method: 'POST',
    ...json(
      {
        addressId,
        paymentInfo: { method },
        items: [
          { productId: f.tea.id, variantId: null, quantity: 1 },
          { productId: f.honey.id, variantId: null, quantity: 1 },
        ],
      },
      shopper.authHeader,
    ),
  });
  expect(res.status).toBe(201);
  const order = res.body?.data as OrderJson;
  // A COD order reaches the sellers once its buyer confirms it (design §13).
  if (method === 'COD') await confirmCod(shopper, order.orderNumber);
  const [a, b] = order.subOrders;
  return { shopper, order, a: a.subOrderNumber, b: b.subOrderNumber };
}

const move = (who: TestUser | null, subOrderNumber: string, body: unknown) =>
  call(moveStatus, `/api/v1/admin/orders/${subOrderNumber}/status`, {
    method: 'POST',
    params: { subOrderNumber },
    ...json(body, who ? who.authHeader : {}),
  });
const detail = async (shopper: TestUser, orderNumber: string) =>
  (await call(getOrder, `/api/orders/number/${orderNumber}`, { headers: shopper.authHeader, params: { orderNumber } }))
    .body?.data as OrderJson;

const SHIP = {
  status: 'SHIPPED',
  logisticProvider: 'Delhivery',
  waybillNumber: 'DL123456789',
  trackingUrl: 'https://www.delhivery.com/track/package/DL123456789',
};

describe('POST /api/v1/admin/orders/{subOrderNumber}/status', () => {
  it('lets each seller fulfil only its own part; the order status follows the rule', async () => {
    const { shopper, order, a, b } = await twoSellerOrder();
    // Seller B cannot see seller A's part at all.
    expect((await move(sellerB, a, { status: 'PROCESSING' })).status).toBe(404);
    expect((await move(sellerA, b, { status: 'PROCESSING' })).status).toBe(404);

    const packed = await move(sellerA, a, { status: 'PROCESSING' });
    expect(packed.status).toBe(200);
    expect(packed.body?.data).toEqual(
      expect.objectContaining({ subOrderNumber: a, status: 'PROCESSING', orderStatus: 'PROCESSING' }),
    );
    const shipped = await move(sellerA, a, SHIP);
    expect(shipped.status).toBe(200);
    // Each move is in the audit log with who made it; seller B's refused attempts left nothing.
    const audit = await listAudit({ entity: 'sub-order', entityId: a, page: 1, size: 20 });
    expect(audit.items.map((e) => [e.actor.email, e.before, (e.after as { status: string }).status])).toEqual([
      [sellerA.user.email, { status: 'PROCESSING' }, 'SHIPPED'],
      [sellerA.user.email, { status: 'CONFIRMED' }, 'PROCESSING'],
    ]);
    expect((audit.items[0].after as { shipment: { waybillNumber: string } }).shipment.waybillNumber).toBe(
      SHIP.waybillNumber,
    );
    expect((await listAudit({ entity: 'sub-order', entityId: b, page: 1, size: 20 })).total).toBe(0);
    // One part shipped, one confirmed: the order is PROCESSING.
    let seen = await detail(shopper, order.orderNumber);
    expect(seen.status).toBe('PROCESSING');
    expect(seen.subOrders.map((s) => s.status)).toEqual(['SHIPPED', 'CONFIRMED']);
    expect(seen.subOrders[0].shipmentResponse).toEqual({
      logisticProvider: 'Delhivery',
      waybillNumber: 'DL123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456789',
    });

    expect((await move(sellerB, b, { status: 'PROCESSING' })).status).toBe(200);
    expect((await move(sellerB, b, { ...SHIP, waybillNumber: 'BD999' })).status).toBe(200);
    seen = await detail(shopper, order.orderNumber);
    expect(seen.status).toBe('SHIPPED');
    expect((await move(admin, a, { status: 'DELIVERED' })).status).toBe(200);
    expect((await detail(shopper, order.orderNumber)).status).toBe('SHIPPED');
    expect((await move(sellerB, b, { status: 'DELIVERED' })).status).toBe(200);
    expect((await detail(shopper, order.orderNumber)).status).toBe('DELIVERED');

    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    const mine = history.filter((h) => h.actorUserId === sellerA.user.id).map((h) => h.toStatus);
    expect(mine).toEqual(['PROCESSING', 'SHIPPED']);
  });

  it('refuses a move the machine lacks with 409 and changes nothing', async () => {
    const { shopper, order, a } = await twoSellerOrder();
    const refused = await move(sellerA, a, { status: 'DELIVERED' });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toMatch(/CONFIRMED cannot become DELIVERED/);
    const seen = await detail(shopper, order.orderNumber);
    expect(seen.subOrders[0].status).toBe('CONFIRMED');
    expect(seen.subOrders[0].shipmentResponse).toBeNull();
    await move(sellerA, a, { status: 'PROCESSING' });
    await move(sellerA, a, SHIP);
    expect((await move(sellerA, a, { status: 'CANCELLED', note: 'Customer called to cancel' })).status).toBe(409);
  });

  it('cancels only with a reason, which the history keeps', async () => {
    const { order, a } = await twoSellerOrder();
    const bare = await move(sellerA, a, { status: 'CANCELLED' });
    expect(bare.status).toBe(400);
    expect(bare.body?.errors?.note).toBe('Say why this part is cancelled.');
    expect((await move(sellerA, a, { status: 'CANCELLED', note: 'Out of stock' })).status).toBe(200);
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.find((h) => h.toStatus === 'CANCELLED')?.note).toBe('Out of stock');
  });

  it("refuses a known courier's tracking link on another host; a typed-in courier keeps its own link", async () => {
    const { shopper, order, a } = await twoSellerOrder();
    await move(sellerA, a, { status: 'PROCESSING' });
    const elsewhere = await move(sellerA, a, { ...SHIP, trackingUrl: 'https://delhivery.com.evil.example/DL1' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body?.errors?.trackingUrl).toBe('A Delhivery tracking link must be on delhivery.com.');
    expect((await detail(shopper, order.orderNumber)).subOrders[0].status).toBe('PROCESSING');
    const own = {
      status: 'SHIPPED',
      logisticProvider: 'Ravi Transport',
      waybillNumber: 'RT-77',
      trackingUrl: 'https://ravi-transport.example/t/RT-77',
    };
    expect((await move(sellerA, a, own)).status).toBe(200);
    expect((await detail(shopper, order.orderNumber)).subOrders[0].shipmentResponse).toEqual({
      logisticProvider: 'Ravi Transport',
      waybillNumber: 'RT-77',
      trackingUrl: 'https://ravi-transport.example/t/RT-77',
    });
  });

  it('takes back a shipped parcel the courier returned (RTO): noted in the history, its stock back on the shelf', async () => {
    const { order, a } = await twoSellerOrder();
    const stock = async () => {
      const [row] = await getDb()
        .select({ qty: productVariants.stockQuantity })
        .from(productVariants)
        .innerJoin(orderItems, eq(orderItems.variantId, productVariants.id))
        .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
        .where(eq(subOrders.subOrderNumber, a));
      return row.qty;
    };
    await move(sellerA, a, { status: 'PROCESSING' });
    await move(sellerA, a, SHIP);
    const before = await stock();
    const back = await move(sellerA, a, { status: 'RETURNED' });
    expect(back.status).toBe(200);
    expect(back.body?.data).toEqual(expect.objectContaining({ status: 'RETURNED' }));
    expect(await stock()).toBe(before + 1);
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.find((h) => h.fromStatus === 'SHIPPED' && h.toStatus === 'RETURNED')?.note).toBe(
      'Returned to origin (RTO); stock put back',
    );
  });

  it('needs courier and waybill to ship, and only an https tracking link', async () => {
    const { a } = await twoSellerOrder();
    await move(sellerA, a, { status: 'PROCESSING' });
    const missing = await move(sellerA, a, { status: 'SHIPPED' });
    expect(missing.status).toBe(400);
    expect(missing.body?.errors).toEqual(
      expect.objectContaining({ logisticProvider: expect.any(String), waybillNumber: expect.any(String) }),
    );
    const plain = await move(sellerA, a, { ...SHIP, trackingUrl: 'http://track.example/1' });
    expect(plain.status).toBe(400);
    expect(plain.body?.errors?.trackingUrl).toMatch(/https/);
    const script = await move(sellerA, a, { ...SHIP, trackingUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
  });

  it('answers 401 to the anonymous, 403 to a shopper, 404 for an unknown number', async () => {
    const { shopper, a } = await twoSellerOrder();
    expect((await move(null, a, { status: 'PROCESSING' })).status).toBe(401);
    expect((await move(shopper, a, { status: 'PROCESSING' })).status).toBe(403);
    expect((await move(admin, 'OT-NOPE-1', { status: 'PROCESSING' })).status).toBe(404);
    const [row] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, a.replace(/-\d+$/, '')));
    expect(row.status).toBe('CONFIRMED');
  });
});
