// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

/**
 * Pack sizes through the shop's calls (design §10): a cart line and an order line name a pack, stock is
 * taken from and put back on that pack, and the public product answers every pack. `.ci/run` runs this
 * file again on PostgreSQL, where the race below is a real one.
 */
import { eq, sql } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as getCart, POST as addToCart } from '@/app/api/user/cart/route';
import { GET as productBySlug } from '@/app/api/v1/public/store/product/[slug]/route';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { productVariants, products } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import type { CartItemJson } from '@/lib/commerce/cart';
import type { ProductDto } from '@/lib/catalog/products';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';
import { cancel } from './after-order.fixtures';

let f: Fixture;
/** The tea's two packs: the fixture's 100 g (₹399, MRP ₹499) and a 250 g added here (₹899, MRP ₹999). */
let small: number;
let large: number;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  small = f.tea.variantId;
  const db = getDb();
  await db
    .update(products)
    .set({ options: [{ name: 'Pack size', values: ['100 g', '250 g'] }] })
    .where(eq(products.id, f.tea.id));
  await db
    .update(productVariants)
    .set({ options: { 'Pack size': '100 g' }, weightGrams: 100 })
    .where(eq(productVariants.id, small));
  const [pack] = await db
    .insert(productVariants)
    .values({
      productId: f.tea.id,
      sku: `${f.tea.slug}-250g`.toUpperCase(),
      label: '250 g',
      options: { 'Pack size': '250 g' },
      mrpPaise: 999_00,
      pricePaise: 899_00,
      stockQuantity: 12,
      weightGrams: 250,
      position: 1,
    })
    .returning();
  large = pack.id;
}, 60_000);
afterAll(teardownTestDatabase);

const packStock = async (variantId: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, variantId)))[0].stockQuantity;
const setPackStock = (variantId: number, stock: number) =>
  getDb().update(productVariants).set({ stockQuantity: stock }).where(eq(productVariants.id, variantId));

beforeEach(async () => {
  await setPackStock(small, 20);
  await setPackStock(large, 12);
  await setStock(f.honey.id, 10);
});

type Line = { productId: number; variantId?: number | null; quantity: number };

async function shopperWithAddress() {
  const who = await createTestUser();
  return { who, addressId: (await addAddress(who.user.id)).id };
}
const add = (who: TestUser, line: Line) =>
  call(addToCart, '/api/user/cart', { method: 'POST', ...json(line, who.authHeader) });
const cartOf = async (who: TestUser) =>
  (await call(getCart, '/api/user/cart', { headers: who.authHeader })).body!.data as CartItemJson[];
const place = (who: TestUser, addressId: number, items: Line[]) =>
  call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json({ addressId, paymentInfo: { method: 'COD' }, items }, who.authHeader),
  });
const itemsOf = (order: OrderJson) => order.subOrders.flatMap((s) => s.items);
const packsOrdered = async (orderId: number) =>
  rowsOf<{ variant_id: number; size: string; quantity: number }>(
    await getDb().execute(
      sql`SELECT oi.variant_id, oi.size, oi.quantity FROM order_items oi
          JOIN sub_orders so ON so.id = oi.sub_order_id WHERE so.order_id = ${orderId} ORDER BY oi.id`,
    ),
  ).map((r) => ({ variantId: Number(r.variant_id), size: r.size, quantity: Number(r.quantity) }));
const soldOf = async (variantId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await getDb().execute(
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE variant_id = ${variantId}`,
      ),
    )[0].n,
  );
const ordersOf = async (userId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await getDb().execute(sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`),
    )[0].n,
  );

describe('two packs of one product in the cart and in an order', () => {
  it('keeps a cart line per pack, orders each at its own price and takes stock from each pack', async () => {
    const { who, addressId } = await shopperWithAddress();
    expect((await add(who, { productId: f.tea.id, variantId: small, quantity: 2 })).status).toBe(200);
    expect((await add(who, { productId: f.tea.id, variantId: large, quantity: 3 })).status).toBe(200);
    const cart = await cartOf(who);
    expect(cart.map((l) => [l.variantId, l.size, l.quantity, l.sellingPrice, l.productPrice])).toEqual([
      [small, '100 g', 2, 399, 499],
      [large, '250 g', 3, 899, 999],
    ]);

    const res = await place(who, addressId, [
      { productId: f.tea.id, variantId: small, quantity: 2 },
      { productId: f.tea.id, variantId: large, quantity: 3 },
    ]);
    expect(res.status).toBe(201);
    const order = res.body!.data as OrderJson;
    expect(itemsOf(order).map((i) => [i.productId, i.size, i.price, i.quantity, i.totalPrice])).toEqual([
      [f.tea.id, '100 g', 399, 2, 798],
      [f.tea.id, '250 g', 899, 3, 2697],
    ]);
    expect(await packsOrdered(order.id)).toEqual([
      { variantId: small, size: '100 g', quantity: 2 },
      { variantId: large, size: '250 g', quantity: 3 },
    ]);
    expect(await packStock(small)).toBe(18);
    expect(await packStock(large)).toBe(9);
    expect(await stockOf(f.honey.id)).toBe(10);
    // the ordered lines have left the cart
    expect(await cartOf(who)).toEqual([]);
  });

  it('sells the default pack (the first in stock) when a line names none', async () => {
    const { who, addressId } = await shopperWithAddress();
    await setPackStock(small, 0);
    expect((await add(who, { productId: f.tea.id, quantity: 1 })).status).toBe(200);
    expect((await cartOf(who)).map((l) => [l.variantId, l.size])).toEqual([[large, '250 g']]);

    const res = await place(who, addressId, [{ productId: f.tea.id, variantId: null, quantity: 2 }]);
    expect(res.status).toBe(201);
    expect(itemsOf(res.body!.data as OrderJson).map((i) => [i.size, i.price])).toEqual([['250 g', 899]]);
    expect(await packStock(large)).toBe(10);
    expect(await packStock(small)).toBe(0);

    // with the first pack back in stock, an absent variantId means that one again
    await setPackStock(small, 20);
    const again = await place(who, addressId, [{ productId: f.tea.id, quantity: 1 }]);
    expect(again.status).toBe(201);
    expect(itemsOf(again.body!.data as OrderJson).map((i) => i.size)).toEqual(['100 g']);
    expect(await packStock(small)).toBe(19);
  });

  it("refuses another product's pack, in the cart and in an order, and changes nothing", async () => {
    const { who, addressId } = await shopperWithAddress();
    const cartRes = await add(who, { productId: f.tea.id, variantId: f.honey.variantId, quantity: 1 });
    expect(cartRes.status).toBe(400);
    expect(await cartOf(who)).toEqual([]);

    const res = await place(who, addressId, [
      { productId: f.tea.id, variantId: small, quantity: 1 },
      { productId: f.tea.id, variantId: f.honey.variantId, quantity: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(await ordersOf(who.user.id)).toBe(0);
    expect(await packStock(small)).toBe(20);
    expect(await packStock(large)).toBe(12);
    expect(await stockOf(f.honey.id)).toBe(10);
  });
});

describe('stock per pack', () => {
  it('never oversells a pack: 40 buyers for 7 in stock make exactly 7 orders, the other pack untouched', async () => {
    await setPackStock(large, 7);
    const soldBefore = await soldOf(large);
    const buyers = await Promise.all(Array.from({ length: 40 }, shopperWithAddress));
    const results = await Promise.all(
      buyers.map(({ who, addressId }) =>
        place(who, addressId, [{ productId: f.tea.id, variantId: large, quantity: 1 }]),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(33);
    expect(await packStock(large)).toBe(0);
    expect(await packStock(small)).toBe(20);
    expect((await soldOf(large)) - soldBefore).toBe(7);
  });

  it('puts the stock back on the right pack when the order is cancelled', async () => {
    const { who, addressId } = await shopperWithAddress();
    const res = await place(who, addressId, [
      { productId: f.tea.id, variantId: small, quantity: 2 },
      { productId: f.tea.id, variantId: large, quantity: 5 },
    ]);
    expect(res.status).toBe(201);
    expect([await packStock(small), await packStock(large)]).toEqual([18, 7]);
    const order = res.body!.data as OrderJson;
    expect((await cancel(who, order.orderNumber)).status).toBe(200);
    expect([await packStock(small), await packStock(large)]).toEqual([20, 12]);
  });
});

describe('GET /api/v1/public/store/product/{slug}', () => {
  const fetchTea = async () => {
    const res = await call(productBySlug, `/api/v1/public/store/product/${f.tea.slug}`, {
      params: { slug: f.tea.slug },
    });
    expect(res.status).toBe(200);
    return res.body!.data as ProductDto;
  };

  it('answers every pack and the price range; the spec fields are the default pack', async () => {
    const tea = await fetchTea();
    expect(tea.variants).toEqual([
      expect.objectContaining({
        id: small,
        label: '100 g',
        options: { 'Pack size': '100 g' },
        sellingPrice: 399,
        productPrice: 499,
        stockQuantity: 20,
        weightGrams: 100,
        unitPrice: { amount: 399, per: '100 g' },
      }),
      expect.objectContaining({
        id: large,
        label: '250 g',
        sellingPrice: 899,
        productPrice: 999,
        stockQuantity: 12,
        weightGrams: 250,
        unitPrice: { amount: 359.6, per: '100 g' },
      }),
    ]);
    expect(tea.priceRange).toEqual({ min: 399, max: 899 });
    expect(tea.options).toEqual([{ name: 'Pack size', values: ['100 g', '250 g'] }]);
    expect(tea).toMatchObject({
      size: '100 g',
      sellingPrice: 399,
      productPrice: 499,
      inventoryDetails: { stockQuantity: 20 },
    });
  });

  it('moves the spec fields to the next pack in stock when the first sells out; the sold-out pack stays listed', async () => {
    await setPackStock(small, 0);
    const tea = await fetchTea();
    expect(tea).toMatchObject({
      size: '250 g',
      sellingPrice: 899,
      productPrice: 999,
      inventoryDetails: { stockQuantity: 12 },
    });
    expect(tea.variants.map((v) => [v.label, v.stockQuantity])).toEqual([
      ['100 g', 0],
      ['250 g', 12],
    ]);
    expect(tea.priceRange).toEqual({ min: 399, max: 899 });
  });
});
