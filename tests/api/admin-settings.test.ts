jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), cacheLife: jest.fn(), cacheTag: jest.fn() }));
import { drizzle } from 'drizzle-orm/postgres-js';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { revalidateTag } from 'next/cache';
import * as settings from '@/app/api/v1/admin/settings/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as addToCart, GET as getCart } from '@/app/api/user/cart/route';
import type { CartItemJson } from '@/lib/commerce/cart';
import { priceShownLines } from '@/lib/commerce/lines';
import type { OrderJson } from '@/lib/commerce/orders';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { getShopSettings } from '@/lib/settings/settings';
import { fromCartItem } from '@/components/cart/from-cart-item';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, type Staff } from '../helpers/admin';
import { createTestUser } from '../helpers/auth';
import { addAddress } from './orders.fixtures';

let db: Db;
let s: Staff;
let productId: number;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
  // One product at exactly ₹3,000: under the spec's ₹5,000 threshold, over a ₹2,500 one.
  const [p] = await db
    .select()
    .from(schema.products)
    .where(eq(schema.products.isActive, true))
    .orderBy(schema.products.id)
    .limit(1);
  await db
    .update(schema.productVariants)
    .set({ mrpPaise: 3000_00, pricePaise: 3000_00, stockQuantity: 50 })
    .where(eq(schema.productVariants.productId, p.id));
  productId = p.id;
}, 180_000);
afterAll(teardownTestDatabase);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const put = (body: unknown, headers: Record<string, string>) =>
  call(settings.PUT, '/api/v1/admin/settings', json('PUT', body, headers));
const read = async () =>
  (await call(settings.GET, '/api/v1/admin/settings', { headers: s.admin.authHeader })).body!.data as Record<
    string,
    unknown
  >;

test('GET answers the defaults of a fresh shop: the spec’s ₹59, ₹5,000 and ₹49, and the demo identity', async () => {
  expect(await read()).toMatchObject({
    name: 'Organic Tattva',
    gstin: '18AABCO1234F1Z5',
    supportHours: '10am to 4pm, on working days',
    shippingFee: 59,
    freeDeliveryThreshold: 5000,
    codCharge: 49,
    returnWindowHours: 24,
  });
});

test('settings are the admin’s: anonymous 401, customer and seller members 403, nothing changed', async () => {
  expect((await call(settings.GET, '/x')).status).toBe(401);
  for (const who of [s.customer, s.memberA, s.memberB]) {
    expect((await call(settings.GET, '/x', { headers: who.authHeader })).status).toBe(403);
    expect((await put({ shippingFee: 1 }, who.authHeader)).status).toBe(403);
  }
  expect((await read()).shippingFee).toBe(59);
});

test('bad values answer 400 with the field’s message and change nothing', async () => {
  const before = await read();
  for (const [body, field] of [
    [{ shippingFee: -1 }, 'shippingFee'],
    [{ freeDeliveryThreshold: 10.555 }, 'freeDeliveryThreshold'],
    [{ codCharge: 'forty' }, 'codCharge'],
    [{ returnWindowHours: 1.5 }, 'returnWindowHours'],
    [{ gstin: '18AABCO1234F1Z' }, 'gstin'],
    [{ postalCode: '78102' }, 'postalCode'],
    [{ state: 'Atlantis' }, 'state'],
    [{ name: '   ' }, 'name'],
  ] as const) {
    // A valid change beside the bad one must not be saved either.
    const res = await put({ ...body, supportHours: 'Always' }, s.admin.authHeader);
    expect(res.status).toBe(400);
    expect(res.body!.errors).toHaveProperty(field);
  }
  expect((await put({ surprise: 1 }, s.admin.authHeader)).status).toBe(400);
  expect(await read()).toEqual(before);
});

test('a new threshold prices the very next cart and order, is audited before → after, and expires every page', async () => {
  const shopper = await createTestUser();
  const addressId = (await addAddress(shopper.user.id)).id;
  await call(addToCart, '/api/user/cart', { ...json('POST', { productId, quantity: 1 }, shopper.authHeader) });
  // What the cart page does: the lines from the cart API, priced with the stored rates.
  const cartShipping = async () => {
    const items = (await call(getCart, '/api/user/cart', { headers: shopper.authHeader })).body!.data as CartItemJson[];
    return priceShownLines(items.map(fromCartItem), (await getShopSettings()).rates).shippingPaise;
  };
  expect(await cartShipping()).toBe(59_00);

  const saved = await put({ freeDeliveryThreshold: '2500', shippingFee: 75.5, codCharge: 20 }, s.admin.authHeader);
  expect(saved.status).toBe(200);
  expect(saved.body!.data).toMatchObject({ freeDeliveryThreshold: 2500, shippingFee: 75.5, codCharge: 20 });
  expect((revalidateTag as jest.Mock).mock.calls.map((c) => c[0])).toEqual(
    expect.arrayContaining(['settings', '_N_T_/layout']),
  );
  expect(await cartShipping()).toBe(0);

  const order = await call(placeOrder, '/api/orders', {
    ...json(
      'POST',
      { addressId, paymentInfo: { method: 'COD' }, items: [{ productId, variantId: null, quantity: 1 }] },
      shopper.authHeader,
    ),
  });
  expect(order.status).toBe(201);
  expect(order.body!.data as OrderJson).toMatchObject({ shippingCharge: 0, handlingCharge: 20, totalAmount: 3020 });

  // Raised again: the next cart and order pay the new fee.
  await call(addToCart, '/api/user/cart', { ...json('POST', { productId, quantity: 1 }, shopper.authHeader) });
  await put({ freeDeliveryThreshold: 10_000 }, s.admin.authHeader);
  expect(await cartShipping()).toBe(75_50);
  const dearer = await call(placeOrder, '/api/orders', {
    ...json(
      'POST',
      { addressId, paymentInfo: { method: 'UPI' }, items: [{ productId, variantId: null, quantity: 1 }] },
      shopper.authHeader,
    ),
  });
  // Paid by UPI, the demo store's automatic prepaid offer (5 % over ₹999) takes ₹150 off the ₹3000.
  expect(dearer.body!.data as OrderJson).toMatchObject({
    shippingCharge: 75.5,
    handlingCharge: 0,
    promotions: [{ code: null, title: 'Prepaid offer', kind: 'PERCENT', amount: 150 }],
    totalAmount: 3000 - 150 + 75.5,
  });

  const entries = await db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'settings'));
  expect(entries.length).toBeGreaterThanOrEqual(2);
  const first = entries.find((e) => (e.after as { freeDeliveryThreshold: number }).freeDeliveryThreshold === 2500)!;
  expect(first).toMatchObject({ actorId: s.admin.user.id, action: 'update' });
  expect(first.before).toMatchObject({ freeDeliveryThreshold: 5000, shippingFee: 59 });
});

test('identity changes are one source: what a page reads is what was saved', async () => {
  const res = await put(
    { name: 'Tattva Two', supportHours: 'Mon–Fri, 9am to 6pm', state: 'west bengal', gstin: '19aabco1234f1z5' },
    s.admin.authHeader,
  );
  expect(res.status).toBe(200);
  const { shop } = await getShopSettings();
  expect(shop).toMatchObject({
    name: 'Tattva Two',
    supportHours: 'Mon–Fri, 9am to 6pm',
    gstin: '19AABCO1234F1Z5',
    address: { state: 'West Bengal' },
  });
});

// Only PostgreSQL has other instances: each is its own connection pool on the same database.
const onPostgresTest = process.env.TEST_DATABASE_URL ? test : () => undefined;
onPostgresTest(
  'PostgreSQL: a second, separate connection (another instance) prices with the new threshold at once',
  async () => {
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const second = drizzle(other, { schema }) as unknown as Db;
      await put({ freeDeliveryThreshold: 1234.5 }, s.admin.authHeader);
      expect((await getShopSettings(second)).rates.freeDeliveryThresholdPaise).toBe(1234_50);
      await put({ freeDeliveryThreshold: 4321 }, s.admin.authHeader);
      expect((await getShopSettings(second)).rates.freeDeliveryThresholdPaise).toBe(4321_00);
    } finally {
      await other.end({ timeout: 5 });
    }
  },
);
