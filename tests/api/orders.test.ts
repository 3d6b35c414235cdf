// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/orders/route';
import { GET as listOrders } from '@/app/api/orders/user/route';
import { GET as getOrder } from '@/app/api/orders/number/[orderNumber]/route';
import { getDb } from '@/lib/db/client';
import { orders, payments, shipments, subOrders } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);

async function shopperWithOrders(methods: string[]) {
  const user = await createTestUser();
  const addressId = (await addAddress(user.user.id)).id;
  const placed: OrderJson[] = [];
  for (const method of methods) {
    const res = await call(placeOrder, '/api/orders', {
      method: 'POST',
      ...json(
        { addressId, paymentInfo: { method }, items: [{ productId: f.tea.id, variantId: null, quantity: 1 }] },
        user.authHeader,
      ),
    });
    placed.push(res.body?.data as OrderJson);
  }
  return { user, placed };
}
const list = (user: TestUser) => call(listOrders, '/api/orders/user', { headers: user.authHeader });
const detail = (user: TestUser, orderNumber: string) =>
  call(getOrder, `/api/orders/number/${orderNumber}`, { headers: user.authHeader, params: { orderNumber } });

describe('GET /api/orders/user', () => {
  it("lists only the shopper's own orders, newest first, in the spec's Order shape", async () => {
    const { user, placed } = await shopperWithOrders(['COD', 'UPI']);
    await getDb()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, placed[0].id));
    await shopperWithOrders(['CARD']);
    const res = await list(user);
    expect(res.status).toBe(200);
    const data = res.body?.data as OrderJson[];
    expect(data.map((o) => o.orderNumber)).toEqual([placed[1].orderNumber, placed[0].orderNumber]);
    expect(data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        orderNumber: expect.any(String),
        status: 'PENDING',
        createdAt: expect.any(String),
        paymentType: 'PREPAID',
        totalAmount: 458,
        shippingCharge: 59,
        handlingCharge: 0,
        discountAmount: 100,
        shippingAddress: expect.objectContaining({ name: 'Asha Verma', phoneNumber: '9876543210', country: 'India' }),
        subOrders: [
          expect.objectContaining({
            subOrderNumber: `${placed[1].orderNumber}-1`,
            items: [
              expect.objectContaining({
                productName: 'Darjeeling First Flush',
                size: '100 g',
                price: 399,
                quantity: 1,
                totalPrice: 399,
              }),
            ],
            shipmentResponse: null,
          }),
        ],
      }),
    );
  });

  it('answers an empty list to a shopper with no orders, and 401 when signed out', async () => {
    const user = await createTestUser();
    expect((await list(user)).body?.data).toEqual([]);
    expect((await call(listOrders, '/api/orders/user')).status).toBe(401);
  });
});

describe('GET /api/orders/number/{orderNumber}', () => {
  it('answers the owner the order with its shipment and payment records', async () => {
    const { user, placed } = await shopperWithOrders(['UPI']);
    const order = placed[0];
    const [sub] = await getDb().select().from(subOrders).where(eq(subOrders.orderId, order.id));
    await getDb().insert(shipments).values({
      subOrderId: sub.id,
      logisticProvider: 'Delhivery',
      waybillNumber: 'DL123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456789',
    });
    await getDb()
      .insert(payments)
      .values([
        {
          orderId: order.id,
          provider: 'sandbox',
          providerOrderId: 'order_1',
          providerPaymentId: 'pay_1',
          amountPaise: 458_00,
          method: 'upi',
          status: 'FAILED',
          failureReason: 'Payment declined',
        },
        {
          orderId: order.id,
          provider: 'sandbox',
          providerOrderId: 'order_1',
          providerPaymentId: 'pay_2',
          amountPaise: 458_00,
          method: 'upi',
          status: 'PAID',
        },
      ]);
    const res = await detail(user, order.orderNumber);
    expect(res.status).toBe(200);
    const data = res.body?.data as OrderJson;
    expect(data.subOrders[0].shipmentResponse).toEqual({
      logisticProvider: 'Delhivery',
      waybillNumber: 'DL123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456789',
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        paymentId: 'pay_1',
        amount: 458,
        failed: true,
        paid: false,
        failureReason: 'Payment declined',
      }),
      expect.objectContaining({ paymentId: 'pay_2', amount: 458, failed: false, paid: true, failureReason: null }),
    ]);
  });

  it("answers 404 for another shopper's order, exactly as for one that does not exist", async () => {
    const { placed } = await shopperWithOrders(['COD']);
    const stranger = await createTestUser();
    const theirs = await detail(stranger, placed[0].orderNumber);
    const missing = await detail(stranger, 'OT-ZZZZZZZZ');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });

  it('answers 404 for malformed numbers, 400 for a NUL, and 401 when signed out', async () => {
    const user = await createTestUser();
    for (const bad of ['1', "OT-' OR 1=1", 'OT-ABC']) expect((await detail(user, bad)).status).toBe(404);
    // A NUL is refused at the edge for every input (PostgreSQL cannot store it): docs/security.md.
    expect((await detail(user, '%00')).status).toBe(400);
    expect(
      (await call(getOrder, '/api/orders/number/OT-ABCDEFGH', { params: { orderNumber: 'OT-ABCDEFGH' } })).status,
    ).toBe(401);
  });
});
