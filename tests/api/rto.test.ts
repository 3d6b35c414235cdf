// Returned to origin (design §13): the seller's RTO move, the buyer's COD record, lifting the bar, the dashboard.
// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, eq } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { POST as checkoutPrice } from '@/app/api/checkout/price/route';
import { GET as customersRoute } from '@/app/api/v1/admin/customers/route';
import { GET as customerRoute } from '@/app/api/v1/admin/customers/[id]/route';
import { POST as liftRoute } from '@/app/api/v1/admin/customers/[id]/cod-bar/lift/route';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';
import { GET as subOrderRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/route';
import { getDb } from '@/lib/db/client';
import { addresses, orderStatusHistory, refunds, subOrders } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import type { Dashboard } from '@/lib/commerce/admin-dashboard';
import type { CheckoutPriceJson } from '@/lib/offers/price-json';
import { listAudit } from '@/lib/audit/audit';
import { refundablePaiseOf } from '@/lib/fulfilment/refundable';
import { sellerActions } from '@/lib/fulfilment/seller-actions';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, confirmCod, json, makeCatalog, stockOf, type Fixture } from './orders.fixtures';
import { detail, move, pay, SHIP } from './after-order.fixtures';

const REFUSED_BEFORE = 'Cash on delivery is not available on this account because earlier COD parcels were refused.';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;
let admin: TestUser;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
  admin = await createTestUser({ role: 'ADMIN' });
}, 60_000);
afterAll(teardownTestDatabase);

async function rajasthanAddress(userId: number) {
  const [row] = await getDb()
    .insert(addresses)
    .values({
      userId,
      name: 'Meera Joshi',
      phoneNumber: '9876543211',
      streetAddress: '4 Tonk Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      postalCode: '302017',
      country: 'India',
    })
    .returning();
  return row.id;
}

/** Places one tea (seller A) order; a COD one is confirmed at once. */
async function placeTea(shopper: TestUser, method: 'COD' | 'UPI', addressId?: number) {
  const res = await call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json(
      {
        addressId: addressId ?? (await addAddress(shopper.user.id)).id,
        paymentInfo: { method },
        items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
      },
      shopper.authHeader,
    ),
  });
  if (res.status === 201 && method === 'COD') await confirmCod(shopper, (res.body?.data as OrderJson).orderNumber);
  return res;
}

async function shippedTea(shopper: TestUser, method: 'COD' | 'UPI' = 'COD', addressId?: number) {
  const placed = await placeTea(shopper, method, addressId);
  expect(placed.status).toBe(201);
  const order = placed.body?.data as OrderJson;
  if (method === 'UPI') await pay(shopper, order.orderNumber);
  const sub = order.subOrders[0].subOrderNumber;
  for (const body of [{ status: 'PROCESSING' }, SHIP]) expect((await move(sellerA, sub, body)).status).toBe(200);
  return { order, sub };
}

const rto = (sub: string, extra: Record<string, unknown> = {}) => move(sellerA, sub, { status: 'RETURNED', ...extra });

const lift = (who: TestUser, id: number) =>
  call(liftRoute, `/api/v1/admin/customers/${id}/cod-bar/lift`, {
    method: 'POST',
    params: { id: String(id) },
    headers: who.authHeader,
  });

const dashboard = async (who: TestUser) => {
  const res = await call(dashboardRoute, '/api/v1/admin/dashboard?days=30', { headers: who.authHeader });
  expect(res.status).toBe(200);
  return res.body?.data as Dashboard;
};

describe('the seller moves a shipped parcel the courier brought back (RTO)', () => {
  it('keeps the stock out when the seller says so: rto_at set, noted, nothing refundable for COD', async () => {
    const shopper = await createTestUser();
    const { order, sub } = await shippedTea(shopper);
    const shippedStock = await stockOf(f.tea.id);

    const back = await rto(sub, { restock: false, note: 'Box crushed' });
    expect(back.status).toBe(200);
    expect(back.body?.data).toEqual(expect.objectContaining({ status: 'RETURNED' }));
    expect(await stockOf(f.tea.id)).toBe(shippedStock);

    const [row] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, sub));
    expect(row.rtoAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeNull();
    const [note] = await getDb()
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.subOrderId, row.id), eq(orderStatusHistory.toStatus, 'RETURNED')));
    expect(note.note).toBe('Returned to origin (RTO); stock not put back. Box crushed');

    // Cash on delivery was never collected: nothing to refund, and the back office offers no refund.
    expect(await refundablePaiseOf(sub)).toBe(0);
    expect(sellerActions('RETURNED', { refundablePaise: 0 }).map((a) => a.kind)).not.toContain('refund');
    expect(await getDb().select().from(refunds).where(eq(refunds.subOrderId, row.id))).toEqual([]);

    // The shopper's order and the back office's page both say it came back.
    expect((await detail(shopper, order.orderNumber)).subOrders[0].returnedToOrigin).toBe(true);
    const page = await call(subOrderRoute, `/api/v1/admin/orders/${sub}`, {
      params: { subOrderNumber: sub },
      headers: sellerA.authHeader,
    });
    expect(page.status).toBe(200);
    expect((page.body?.data as { returnedToOriginAt: string }).returnedToOriginAt).toBe(row.rtoAt!.toISOString());

    // The audit log keeps the seller's choice.
    const audit = await listAudit({ entity: 'sub-order', entityId: sub, page: 1, size: 5 });
    expect(audit.items[0].after).toEqual(expect.objectContaining({ status: 'RETURNED', restock: false }));
  });

  it('puts the stock back by default', async () => {
    const { sub } = await shippedTea(await createTestUser());
    const shippedStock = await stockOf(f.tea.id);
    expect((await rto(sub)).status).toBe(200);
    expect(await stockOf(f.tea.id)).toBe(shippedStock + 1);
  });

  it('refunds a prepaid parcel that came back', async () => {
    const { sub } = await shippedTea(await createTestUser(), 'UPI');
    expect(await refundablePaiseOf(sub)).toBeGreaterThan(0);
    expect((await rto(sub, { restock: true })).status).toBe(200);
    const [row] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, sub));
    const given = await getDb().select().from(refunds).where(eq(refunds.subOrderId, row.id));
    expect(given).toEqual([expect.objectContaining({ amountPaise: expect.any(Number), reason: 'Returned' })]);
    expect(given[0].amountPaise).toBeGreaterThan(0);
  });

  it("refuses another seller's parcel with 404 and changes nothing", async () => {
    const { sub } = await shippedTea(await createTestUser());
    const other = await move(sellerB, sub, { status: 'RETURNED', restock: false });
    expect(other.status).toBe(404);
    const page = await call(subOrderRoute, `/api/v1/admin/orders/${sub}`, {
      params: { subOrderNumber: sub },
      headers: sellerB.authHeader,
    });
    expect(page.status).toBe(404);
    const [row] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, sub));
    expect([row.status, row.rtoAt]).toEqual(['SHIPPED', null]);
  });
});

describe("the buyer's COD record", () => {
  it('two parcels refused bar COD (UPI still fine) until an admin lifts it, audited; a seller cannot', async () => {
    const shopper = await createTestUser({ name: 'Ravi Refuser' });
    for (let i = 0; i < 2; i++) expect((await rto((await shippedTea(shopper)).sub)).status).toBe(200);

    const refused = await placeTea(shopper, 'COD');
    expect(refused.status).toBe(422);
    expect(refused.body?.message).toBe(REFUSED_BEFORE);
    expect(refused.body?.errors).toEqual({ paymentMethod: REFUSED_BEFORE });
    expect((await placeTea(shopper, 'UPI')).status).toBe(201);

    // The customer list shows the record and filters the barred; the customer's page has it too.
    const barred = await call(customersRoute, '/api/v1/admin/customers?codBarred=true&size=100', {
      headers: admin.authHeader,
    });
    expect(barred.status).toBe(200);
    const items = (barred.body?.data as { items: { id: number; codRefusals: number }[] }).items;
    expect(items).toContainEqual(expect.objectContaining({ id: shopper.user.id, codRefusals: 2 }));
    expect(items.every((c) => c.codRefusals >= 2)).toBe(true);
    const one = await call(customerRoute, `/api/v1/admin/customers/${shopper.user.id}`, {
      params: { id: String(shopper.user.id) },
      headers: admin.authHeader,
    });
    expect((one.body?.data as { codRefusals: number }).codRefusals).toBe(2);

    // A seller's member may not lift it, nor read the customers.
    expect((await lift(sellerA, shopper.user.id)).status).toBe(403);
    expect((await call(customersRoute, '/api/v1/admin/customers', { headers: sellerA.authHeader })).status).toBe(403);
    expect((await placeTea(shopper, 'COD')).status).toBe(422);

    const lifted = await lift(admin, shopper.user.id);
    expect(lifted.status).toBe(200);
    expect(lifted.body?.data).toEqual(expect.objectContaining({ id: shopper.user.id, codRefusals: 0 }));
    const audit = await listAudit({ entity: 'user', entityId: String(shopper.user.id), page: 1, size: 5 });
    expect(audit.items[0]).toEqual(
      expect.objectContaining({
        action: 'lift-cod-bar',
        actor: expect.objectContaining({ email: admin.user.email }),
        before: { codRefusals: 2, codClearedAt: null },
      }),
    );
    // Not barred any more: a second lift is refused and COD is offered again.
    expect((await lift(admin, shopper.user.id)).status).toBe(409);
    expect((await placeTea(shopper, 'COD')).status).toBe(201);
    const after = await call(customersRoute, '/api/v1/admin/customers?codBarred=true&size=100', {
      headers: admin.authHeader,
    });
    expect((after.body?.data as { items: { id: number }[] }).items.map((c) => c.id)).not.toContain(shopper.user.id);
  });

  it('a barred buyer paying online places the order, while their checkout and their COD order are still refused', async () => {
    const shopper = await createTestUser({ name: 'Uma Online' });
    for (let i = 0; i < 2; i++) expect((await rto((await shippedTea(shopper)).sub)).status).toBe(200);
    const addressId = (await addAddress(shopper.user.id)).id;

    const upi = await placeTea(shopper, 'UPI', addressId);
    expect(upi.status).toBe(201);
    // The checkout asks with UPI chosen, and still tells them why COD is not offered.
    const price = await call(checkoutPrice, '/api/checkout/price', {
      method: 'POST',
      ...json(
        { items: [{ productId: f.tea.id, variantId: null, quantity: 1 }], paymentMethod: 'UPI', addressId },
        shopper.authHeader,
      ),
    });
    expect((price.body?.data as CheckoutPriceJson).delivery!.cod).toEqual({
      available: false,
      reason: 'REFUSED_BEFORE',
      message: REFUSED_BEFORE,
    });
    const cod = await placeTea(shopper, 'COD', addressId);
    expect(cod.status).toBe(422);
    expect(cod.body?.errors).toEqual({ paymentMethod: REFUSED_BEFORE });
  });

  it('a parcel paid before it came back is not a COD refusal', async () => {
    const shopper = await createTestUser();
    for (let i = 0; i < 2; i++) expect((await rto((await shippedTea(shopper, 'UPI')).sub)).status).toBe(200);
    expect((await placeTea(shopper, 'COD')).status).toBe(201);
  });
});

describe('the dashboard', () => {
  it('shows the COD share of the period and the RTO rate by shipping state, in the seller’s scope', async () => {
    const beforeAdmin = await dashboard(admin);
    const beforeB = await dashboard(sellerB);
    const shopper = await createTestUser();
    const jaipur = await rajasthanAddress(shopper.user.id);
    const cod = await shippedTea(shopper, 'COD', jaipur);
    const upi = await shippedTea(shopper, 'UPI');
    expect((await rto(cod.sub)).status).toBe(200);

    const after = await dashboard(admin);
    expect(after.codShare.orders - beforeAdmin.codShare.orders).toBe(2);
    expect(after.codShare.codOrders - beforeAdmin.codShare.codOrders).toBe(1);
    const rupees = (o: OrderJson) => o.totalAmount;
    expect(after.codShare.codValue - beforeAdmin.codShare.codValue).toBeCloseTo(rupees(cod.order), 2);
    expect(after.codShare.value - beforeAdmin.codShare.value).toBeCloseTo(rupees(cod.order) + rupees(upi.order), 2);
    expect(after.codShare.orderShare).toBe(Math.round((after.codShare.codOrders / after.codShare.orders) * 1000) / 10);
    const state = (d: Dashboard, name: string) =>
      d.rtoByState.find((s) => s.state === name) ?? { state: name, shipped: 0, returned: 0, rate: 0 };
    expect(state(after, 'Rajasthan')).toEqual({ state: 'Rajasthan', shipped: 1, returned: 1, rate: 100 });
    const ka = state(after, 'Karnataka');
    expect(ka.shipped - state(beforeAdmin, 'Karnataka').shipped).toBe(1);
    expect(ka.returned - state(beforeAdmin, 'Karnataka').returned).toBe(0);
    // Worst first.
    const rates = after.rtoByState.map((s) => s.rate);
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
    expect(after.rtoByState[0].state).toBe('Rajasthan');

    // Seller B sold none of it: its figures did not move.
    const b = await dashboard(sellerB);
    expect(b.codShare).toEqual(beforeB.codShare);
    expect(b.rtoByState).toEqual(beforeB.rtoByState);
    // Seller A sees its own parcels.
    const a = await dashboard(sellerA);
    expect(state(a, 'Rajasthan')).toEqual({ state: 'Rajasthan', shipped: 1, returned: 1, rate: 100 });
  });
});
