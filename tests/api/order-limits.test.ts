/**
 * One account cannot drain or hold a product's stock: lines are merged per product and capped,
 * placements are throttled per account, unpaid orders and the quantity held by open orders are
 * bounded, and an Idempotency-Key reused for a different order is refused (422).
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setCodCap, setStock, stockOf, type Fixture } from './orders.fixtures';

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  // These orders run to 50 jars of honey: the limits under test must answer, not the COD cap.
  await setCodCap(1_000_000);
});
afterAll(teardownTestDatabase);
beforeEach(async () => {
  await setStock(f.tea.id, 1000);
  await setStock(f.honey.id, 1000);
});
afterEach(() => {
  for (const name of ['ORDER_MAX_HELD_PER_PRODUCT', 'ORDER_PLACEMENTS_PER_WINDOW', 'ORDER_MAX_OPEN_UNPAID'])
    delete process.env[name];
});

async function shopperWithAddress() {
  const who = await createTestUser();
  return { who, addressId: (await addAddress(who.user.id)).id };
}
const place = (who: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  call(placeOrderRoute, '/api/orders', { method: 'POST', ...json(payload, { ...who.authHeader, ...headers }) });
const order = (addressId: number, items: { productId: number; quantity: number }[], method = 'COD') => ({
  addressId,
  paymentInfo: { method },
  items: items.map((i) => ({ variantId: null, ...i })),
});

test('the same product on several lines is merged and capped at 50 per order', async () => {
  const { who, addressId } = await shopperWithAddress();
  const res = await place(
    who,
    order(
      addressId,
      Array.from({ length: 4 }, () => ({ productId: f.tea.id, quantity: 50 })),
    ),
  );
  expect(res.status).toBe(400);
  expect(res.body!.message).toBe('An order can hold at most 50 of Darjeeling First Flush.');
  expect(await stockOf(f.tea.id)).toBe(1000);
  const ok = await place(
    who,
    order(addressId, [
      { productId: f.tea.id, quantity: 20 },
      { productId: f.tea.id, quantity: 30 },
    ]),
  );
  expect(ok.status).toBe(201);
  expect(await stockOf(f.tea.id)).toBe(950);
});

test('the quantity of one product held by one account’s open orders is bounded (COD included)', async () => {
  const { who, addressId } = await shopperWithAddress();
  for (let i = 0; i < 2; i++)
    expect((await place(who, order(addressId, [{ productId: f.honey.id, quantity: 50 }]))).status).toBe(201);
  const third = await place(who, order(addressId, [{ productId: f.honey.id, quantity: 1 }]));
  expect(third.status).toBe(409);
  expect(third.body!.message).toMatch(/hold at most 100/);
  expect(await stockOf(f.honey.id)).toBe(900);
});

test('unpaid UPI/card orders are bounded per account', async () => {
  const { who, addressId } = await shopperWithAddress();
  for (let i = 0; i < 3; i++)
    expect((await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }], 'UPI'))).status).toBe(201);
  const fourth = await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }], 'CARD'));
  expect(fourth.status).toBe(409);
  expect(fourth.body!.message).toBe(
    'You have 3 unpaid orders. Please pay for or cancel one of them before placing another.',
  );
  // Cash on delivery is not an unpaid online order.
  expect((await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }], 'COD'))).status).toBe(201);
});

test('order placement is throttled per account (429 with Retry-After); another account is not affected', async () => {
  const { who, addressId } = await shopperWithAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push((await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }]))).status);
  expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
  const last = await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }]));
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  const other = await shopperWithAddress();
  expect((await place(other.who, order(other.addressId, [{ productId: f.tea.id, quantity: 1 }]))).status).toBe(201);
});

test('the limits are configurable', async () => {
  process.env.ORDER_MAX_HELD_PER_PRODUCT = '5';
  const { who, addressId } = await shopperWithAddress();
  expect((await place(who, order(addressId, [{ productId: f.tea.id, quantity: 6 }]))).status).toBe(409);
  expect((await place(who, order(addressId, [{ productId: f.tea.id, quantity: 5 }]))).status).toBe(201);
});

test('an Idempotency-Key reused with a different body is a 422; the same body answers the first order', async () => {
  const { who, addressId } = await shopperWithAddress();
  const key = { 'Idempotency-Key': `key-${Date.now()}` };
  const first = await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }]), key);
  expect(first.status).toBe(201);
  const same = await place(who, order(addressId, [{ productId: f.tea.id, quantity: 1 }]), key);
  expect(same.status).toBe(200);
  expect((same.body!.data as { orderNumber: string }).orderNumber).toBe(
    (first.body!.data as { orderNumber: string }).orderNumber,
  );
  const different = await place(who, order(addressId, [{ productId: f.tea.id, quantity: 3 }]), key);
  expect(different.status).toBe(422);
  expect(await stockOf(f.tea.id)).toBe(999);
});
