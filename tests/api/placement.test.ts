// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq, sql } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as addToCart, GET as getCart } from '@/app/api/user/cart/route';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { addresses, orderStatusHistory, orders, productVariants, products } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';

let f: Fixture;
let shopper: TestUser;
let addressId: number;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);
beforeEach(async () => {
  shopper = await createTestUser();
  addressId = (await addAddress(shopper.user.id)).id;
  await setStock(f.tea.id, 20);
  await setStock(f.honey.id, 10);
  await setStock(f.saffron.id, 5);
  await setStock(f.scarce.id, 5);
});

type Line = { productId: unknown; variantId?: unknown; quantity: unknown };
const body = (items: Line[], method = 'COD', extra: Record<string, unknown> = {}) => ({
  addressId,
  paymentInfo: { method },
  items: items.map((i) => ({ variantId: null, ...i })),
  ...extra,
});
const place = (user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  call(placeOrder, '/api/orders', { method: 'POST', ...json(payload, { ...user.authHeader, ...headers }) });
const orderCount = async (userId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await getDb().execute(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`),
    )[0].n,
  );
const cartOf = async (user: TestUser) =>
  (await call(getCart, '/api/user/cart', { headers: user.authHeader })).body?.data as {
    productId: number;
    quantity: number;
  }[];
const soldOf = async (productId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await getDb().execute(
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = ${productId}`,
      ),
    )[0].n,
  );
const fill = (user: TestUser, productId: number, quantity: number) =>
  call(addToCart, '/api/user/cart', { method: 'POST', ...json({ productId, quantity }, user.authHeader) });

describe('POST /api/orders: the placement contract', () => {
  it('places a COD order: CONFIRMED, POSTPAID, server prices, ₹49 handling, sub-orders per seller', async () => {
    const res = await place(
      shopper,
      body([
        { productId: f.tea.id, quantity: 2 },
        { productId: f.honey.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const order = res.body?.data as OrderJson;
    expect(order.orderNumber).toMatch(/^OT-[2-9A-HJKMNP-Z]{8}$/);
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      paymentType: 'POSTPAID',
      paymentMethod: 'COD',
      subtotalAmount: 499 * 2 + 350,
      discountAmount: 100 * 2,
      shippingCharge: 59,
      handlingCharge: 49,
      totalAmount: 399 * 2 + 350 + 59 + 49,
      expiresAt: null,
    });
    expect(order.subOrders.map((s) => [s.subOrderNumber, s.sellerName, s.status])).toEqual([
      [`${order.orderNumber}-1`, 'Darjeeling Estate', 'CONFIRMED'],
      [`${order.orderNumber}-2`, 'Kashmir Apiary', 'CONFIRMED'],
    ]);
    expect(order.subOrders[0].items).toEqual([
      expect.objectContaining({
        productName: 'Darjeeling First Flush',
        size: '100 g',
        price: 399,
        quantity: 2,
        totalPrice: 798,
      }),
    ]);
    expect(order.subOrders[1].items).toEqual([
      expect.objectContaining({
        productName: 'Wild Forest Honey',
        size: '500 g',
        price: 350,
        quantity: 1,
        totalPrice: 350,
      }),
    ]);
    expect(order.shippingAddress).toMatchObject({
      name: 'Asha Verma',
      streetAddress: '12 MG Road',
      city: 'Bengaluru',
      postalCode: '560001',
    });
    expect(await stockOf(f.tea.id)).toBe(18);
    expect(await stockOf(f.honey.id)).toBe(9);
    const history = await getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'CONFIRMED', actor: 'customer' })]);
  });

  it.each(['UPI', 'CARD'])(
    'places a %s order as PENDING + PREPAID with a payment window and no handling charge',
    async (method) => {
      const before = Date.now();
      const res = await place(shopper, body([{ productId: f.tea.id, quantity: 1 }], method));
      expect(res.status).toBe(201);
      const order = res.body?.data as OrderJson;
      expect(order).toMatchObject({
        status: 'PENDING',
        paymentType: 'PREPAID',
        paymentMethod: method,
        handlingCharge: 0,
        totalAmount: 399 + 59,
      });
      const expires = new Date(order.expiresAt!).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    },
  );

  it('delivers free from ₹5000 after discount and charges ₹59 just below it', async () => {
    const saffron = (await place(shopper, body([{ productId: f.saffron.id, quantity: 1 }], 'UPI'))).body
      ?.data as OrderJson;
    expect(saffron).toMatchObject({
      subtotalAmount: 6000,
      discountAmount: 1000.01,
      shippingCharge: 59,
      totalAmount: 4999.99 + 59,
    });
    const two = (
      await place(
        shopper,
        body(
          [
            { productId: f.saffron.id, quantity: 1 },
            { productId: f.honey.id, quantity: 1 },
          ],
          'UPI',
        ),
      )
    ).body?.data as OrderJson;
    expect(two).toMatchObject({ shippingCharge: 0, totalAmount: 4999.99 + 350 });
  });

  it('ignores prices, totals, statuses and owners sent by the client', async () => {
    const res = await place(
      shopper,
      body([{ productId: f.tea.id, quantity: 1, price: 1, sellingPrice: 1, totalPrice: 1 } as Line], 'COD', {
        totalAmount: 1,
        discountAmount: 10000,
        shippingCharge: 0,
        status: 'DELIVERED',
        paymentType: 'POSTPAID',
        userId: 1,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body?.data).toMatchObject({
      status: 'CONFIRMED',
      totalAmount: 399 + 59 + 49,
      discountAmount: 100,
      shippingCharge: 59,
    });
  });

  it('keeps the prices, names and address the order was placed with', async () => {
    const order = (await place(shopper, body([{ productId: f.honey.id, quantity: 1 }]))).body?.data as OrderJson;
    await getDb().update(products).set({ title: 'Renamed Honey' }).where(eq(products.id, f.honey.id));
    await getDb()
      .update(productVariants)
      .set({ pricePaise: 999_00, mrpPaise: 999_00 })
      .where(eq(productVariants.id, f.honey.variantId));
    await getDb().update(addresses).set({ city: 'Mysuru' }).where(eq(addresses.id, addressId));
    try {
      const [row] = await getDb().select().from(orders).where(eq(orders.id, order.id));
      expect(row.totalPaise).toBe(350_00 + 59_00 + 49_00);
      expect((row.shippingAddress as { city: string }).city).toBe('Bengaluru');
    } finally {
      await getDb().update(products).set({ title: 'Wild Forest Honey' }).where(eq(products.id, f.honey.id));
      await getDb()
        .update(productVariants)
        .set({ pricePaise: 350_00, mrpPaise: 350_00 })
        .where(eq(productVariants.id, f.honey.variantId));
    }
  });

  it('takes the ordered quantities out of the cart and leaves the rest', async () => {
    await fill(shopper, f.tea.id, 3);
    await fill(shopper, f.honey.id, 1);
    const res = await place(
      shopper,
      body([
        { productId: f.tea.id, quantity: 1 },
        { productId: f.honey.id, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: f.tea.id, quantity: 2 })]);
  });

  it('a Buy Now order leaves the cart as it was; a checkout from the cart takes its lines out', async () => {
    await fill(shopper, f.tea.id, 3);
    await fill(shopper, f.honey.id, 1);
    const buyNow = await place(shopper, body([{ productId: f.tea.id, quantity: 1 }], 'COD', { source: 'buy-now' }));
    expect(buyNow.status).toBe(201);
    expect(await cartOf(shopper)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: f.tea.id, quantity: 3 }),
        expect.objectContaining({ productId: f.honey.id, quantity: 1 }),
      ]),
    );
    const fromCart = await place(shopper, body([{ productId: f.honey.id, quantity: 1 }], 'COD', { source: 'cart' }));
    expect(fromCart.status).toBe(201);
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: f.tea.id, quantity: 3 })]);
  });

  it('merges the same product sent twice into one line', async () => {
    const order = (
      await place(
        shopper,
        body([
          { productId: f.tea.id, quantity: 1 },
          { productId: f.tea.id, quantity: 2 },
        ]),
      )
    ).body?.data as OrderJson;
    expect(order.subOrders[0].items).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(await stockOf(f.tea.id)).toBe(17);
  });

  it('refuses a shortfall with 409 naming the product, and changes nothing', async () => {
    await fill(shopper, f.tea.id, 1);
    const res = await place(
      shopper,
      body([
        { productId: f.tea.id, quantity: 1 },
        { productId: f.scarce.id, quantity: 6 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Only 5 of Rare Oolong are left in stock.');
    expect(await stockOf(f.tea.id)).toBe(20);
    expect(await stockOf(f.scarce.id)).toBe(5);
    expect(await orderCount(shopper.user.id)).toBe(0);
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: f.tea.id, quantity: 1 })]);
  });

  it('refuses an out-of-stock product by name', async () => {
    const res = await place(shopper, body([{ productId: f.soldOut.id, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Masala Chai Blend is out of stock.');
  });

  it('refuses unknown (404) and withdrawn (409) products', async () => {
    expect((await place(shopper, body([{ productId: 987654, quantity: 1 }]))).status).toBe(404);
    const res = await place(shopper, body([{ productId: f.retired.id, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Old Green Tea is no longer available.');
    expect(await orderCount(shopper.user.id)).toBe(0);
  });

  it("refuses another shopper's address with 404 and changes nothing", async () => {
    const other = await createTestUser();
    const theirs = await addAddress(other.user.id, 'Someone Else');
    const res = await place(shopper, { ...body([{ productId: f.tea.id, quantity: 1 }]), addressId: theirs.id });
    expect(res.status).toBe(404);
    expect(res.body?.message).toBe('Address not found.');
    expect(await stockOf(f.tea.id)).toBe(20);
    expect(await orderCount(shopper.user.id)).toBe(0);
  });

  describe('tampered input answers 400 and changes nothing', () => {
    it.each([[-1], [0], [1.5], ['x'], ['1'], [1e9], [null], [true]])('quantity %p', async (quantity) => {
      await fill(shopper, f.tea.id, 1);
      const res = await place(shopper, body([{ productId: f.tea.id, quantity }]));
      expect(res.status).toBe(400);
      expect(res.body?.errors?.items).toBeTruthy();
      expect(await stockOf(f.tea.id)).toBe(20);
      expect(await orderCount(shopper.user.id)).toBe(0);
      expect(await cartOf(shopper)).toHaveLength(1);
    });

    it.each([['x'], [-1], [0], [1.5], [1e12], [null]])('productId %p', async (productId) => {
      expect((await place(shopper, body([{ productId, quantity: 1 }]))).status).toBe(400);
      expect(await orderCount(shopper.user.id)).toBe(0);
    });

    it.each([['x'], [-1], [1.5], [1e12], [null], [String(1)]])('addressId %p', async (bad) => {
      const res = await place(shopper, { ...body([{ productId: f.tea.id, quantity: 1 }]), addressId: bad });
      expect(res.status).toBe(400);
      expect(res.body?.errors?.addressId).toBeTruthy();
    });

    it.each([[{ method: 'CASH' }], [{}], ['COD'], [null]])('paymentInfo %p', async (paymentInfo) => {
      const res = await place(shopper, { ...body([{ productId: f.tea.id, quantity: 1 }]), paymentInfo });
      expect(res.status).toBe(400);
      expect(res.body?.errors?.paymentInfo).toBeTruthy();
    });

    it('a variant the catalogue does not have', async () => {
      expect((await place(shopper, body([{ productId: f.tea.id, variantId: 3, quantity: 1 }]))).status).toBe(400);
    });

    it('no items, or not a list', async () => {
      expect((await place(shopper, body([]))).status).toBe(400);
      expect((await place(shopper, { ...body([]), items: 'all' })).status).toBe(400);
      expect((await place(shopper, 'not json')).status).toBe(400);
    });

    it('a malformed Idempotency-Key', async () => {
      const res = await place(shopper, body([{ productId: f.tea.id, quantity: 1 }]), {
        'Idempotency-Key': 'x'.repeat(300),
      });
      expect(res.status).toBe(400);
      expect(await orderCount(shopper.user.id)).toBe(0);
    });
  });

  it('needs a signed-in shopper, and refuses a cookie-authenticated order from another site', async () => {
    expect(
      (await call(placeOrder, '/api/orders', { method: 'POST', ...json(body([{ productId: f.tea.id, quantity: 1 }])) }))
        .status,
    ).toBe(401);
    const res = await call(placeOrder, '/api/orders', {
      method: 'POST',
      ...json(body([{ productId: f.tea.id, quantity: 1 }]), {
        ...shopper.cookieHeader,
        Origin: 'https://evil.example',
      }),
    });
    expect(res.status).toBe(403);
    expect(await orderCount(shopper.user.id)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order to a repeated request, taking stock once', async () => {
    const payload = body([{ productId: f.tea.id, quantity: 2 }], 'UPI');
    const first = await place(shopper, payload, { 'Idempotency-Key': 'checkout-1' });
    const again = await place(shopper, payload, { 'Idempotency-Key': 'checkout-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((again.body?.data as OrderJson).orderNumber).toBe((first.body?.data as OrderJson).orderNumber);
    expect(await stockOf(f.tea.id)).toBe(18);
    expect(await orderCount(shopper.user.id)).toBe(1);
  });

  it('answers one order to parallel requests with the same key', async () => {
    const payload = body(
      [
        { productId: f.tea.id, quantity: 1 },
        { productId: f.honey.id, quantity: 1 },
      ],
      'CARD',
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, () => place(shopper, payload, { 'Idempotency-Key': 'double-click' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => (r.body?.data as OrderJson).orderNumber)).size).toBe(1);
    expect(await orderCount(shopper.user.id)).toBe(1);
    expect(await stockOf(f.tea.id)).toBe(19);
    expect(await stockOf(f.honey.id)).toBe(9);
  });

  it('makes separate orders for different keys and for other shoppers using the same key', async () => {
    const payload = body([{ productId: f.tea.id, quantity: 1 }]);
    const a = await place(shopper, payload, { 'Idempotency-Key': 'k-1' });
    const b = await place(shopper, payload, { 'Idempotency-Key': 'k-2' });
    const other = await createTestUser();
    const theirs = await place(
      other,
      { ...payload, addressId: (await addAddress(other.user.id)).id },
      { 'Idempotency-Key': 'k-1' },
    );
    const numbers = [a, b, theirs].map((r) => (r.body?.data as OrderJson).orderNumber);
    expect([a.status, b.status, theirs.status]).toEqual([201, 201, 201]);
    expect(new Set(numbers).size).toBe(3);
  });

  it('lets a retry after a refused attempt place the order', async () => {
    await setStock(f.scarce.id, 0);
    const payload = body([{ productId: f.scarce.id, quantity: 1 }]);
    expect((await place(shopper, payload, { 'Idempotency-Key': 'retry' })).status).toBe(409);
    await setStock(f.scarce.id, 1);
    expect((await place(shopper, payload, { 'Idempotency-Key': 'retry' })).status).toBe(201);
  });
});

describe('concurrent buyers', () => {
  it('never oversells: 50 buyers for 5 in stock make exactly 5 orders, stock 0, no 5xx', async () => {
    await setStock(f.scarce.id, 5);
    const soldBefore = await soldOf(f.scarce.id);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await createTestUser();
        return { user, addressId: (await addAddress(user.user.id)).id };
      }),
    );
    const results = await Promise.all(
      buyers.map((b) =>
        place(b.user, {
          addressId: b.addressId,
          paymentInfo: { method: 'COD' },
          items: [{ productId: f.scarce.id, variantId: null, quantity: 1 }],
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(f.scarce.id)).toBe(0);
    expect((await soldOf(f.scarce.id)) - soldBefore).toBe(5);
  });

  it('does not deadlock when orders name the same products in opposite order', async () => {
    await setStock(f.tea.id, 1000);
    await setStock(f.honey.id, 1000);
    // Twenty buyers (one account may place only so many orders in a short time, and one account's
    // placements queue on its own row): what is tested is the stock rows' locking order.
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const who = await createTestUser();
        return { who, addressId: (await addAddress(who.user.id)).id };
      }),
    );
    const results = await Promise.all(
      buyers.map(({ who, addressId: own }, i) =>
        place(
          who,
          body(
            i % 2
              ? [
                  { productId: f.tea.id, quantity: 1 },
                  { productId: f.honey.id, quantity: 1 },
                ]
              : [
                  { productId: f.honey.id, quantity: 1 },
                  { productId: f.tea.id, quantity: 1 },
                ],
            'COD',
            { addressId: own },
          ),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await stockOf(f.tea.id)).toBe(980);
    expect(await stockOf(f.honey.id)).toBe(980);
  });
});
