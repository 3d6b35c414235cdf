// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/user/cart/route';
import { DELETE, PATCH } from '@/app/api/user/cart/[id]/route';
import { getDb } from '@/lib/db/client';
import { cartItems, products } from '@/lib/db/schema';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
let shopper: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);
beforeEach(async () => {
  shopper = await createTestUser();
});

const add = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  call(POST, '/api/user/cart', { method: 'POST', ...json(body, { ...user.authHeader, ...headers }) });
const list = (user: TestUser) => call(GET, '/api/user/cart', { headers: user.authHeader });
const remove = (user: TestUser, id: string | number) =>
  call(DELETE, `/api/user/cart/${id}`, { method: 'DELETE', headers: user.authHeader, params: { id: String(id) } });

describe('POST /api/user/cart', () => {
  it('adds a line and answers the spec cart item, prices in rupees', async () => {
    const res = await add(shopper, { productId: f.tea.id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body?.message).toBe('Item added to cart!');
    const cart = await list(shopper);
    expect(cart.status).toBe(200);
    expect(cart.body?.data).toEqual([
      {
        id: expect.any(Number),
        productId: f.tea.id,
        // Added without a pack, the line names the product's default pack (design §10).
        variantId: f.tea.variantId,
        slug: f.tea.slug,
        title: 'Darjeeling First Flush',
        size: '100 g',
        image: expect.stringMatching(/tea-1\.jpg$/),
        quantity: 2,
        sellingPrice: 399,
        productPrice: 499,
        inventoryDetails: { stockQuantity: 20 },
      },
    ]);
  });

  it('adds to the quantity of a product already in the cart instead of a second line', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 2 });
    await add(shopper, { productId: f.tea.id, quantity: 3 });
    const cart = (await list(shopper)).body?.data as { quantity: number }[];
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(5);
  });

  it('keeps every add when two arrive at once', async () => {
    await Promise.all([
      add(shopper, { productId: f.honey.id, quantity: 1 }),
      add(shopper, { productId: f.honey.id, quantity: 1 }),
    ]);
    const cart = (await list(shopper)).body?.data as { quantity: number }[];
    expect(cart.map((c) => c.quantity)).toEqual([2]);
  });

  it('refuses more than the stock with a clear message, and leaves the line as it was', async () => {
    await add(shopper, { productId: f.scarce.id, quantity: 4 });
    const res = await add(shopper, { productId: f.scarce.id, quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Only 5 of Rare Oolong are in stock, and your cart already has 4.');
    const cart = (await list(shopper)).body?.data as { quantity: number }[];
    expect(cart[0].quantity).toBe(4);
  });

  it('refuses an out-of-stock product', async () => {
    const res = await add(shopper, { productId: f.soldOut.id, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Masala Chai Blend is out of stock.');
  });

  it('refuses unknown and inactive products with 404', async () => {
    expect((await add(shopper, { productId: 999999, quantity: 1 })).status).toBe(404);
    expect((await add(shopper, { productId: f.retired.id, quantity: 1 })).status).toBe(404);
    expect((await list(shopper)).body?.data).toEqual([]);
  });

  it.each([[-1], [0], [1.5], ['x'], ['2'], [1e9], [null], [51]])('refuses quantity %p with 400', async (quantity) => {
    const res = await add(shopper, { productId: f.tea.id, quantity });
    expect(res.status).toBe(400);
    expect(res.body?.errors?.quantity).toBe('Quantity must be a whole number from 1 to 50.');
    expect((await list(shopper)).body?.data).toEqual([]);
  });

  it.each([['x'], [-3], [2.5], [1e12]])('refuses productId %p with 400', async (productId) => {
    const res = await add(shopper, { productId, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body?.errors?.productId).toBeTruthy();
  });

  it('ignores a price the client sends', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 1, sellingPrice: 1, price: 0.01 });
    const cart = (await list(shopper)).body?.data as { sellingPrice: number }[];
    expect(cart[0].sellingPrice).toBe(399);
  });

  it('needs a signed-in shopper', async () => {
    const res = await call(POST, '/api/user/cart', { method: 'POST', ...json({ productId: f.tea.id, quantity: 1 }) });
    expect(res.status).toBe(401);
    expect((await call(GET, '/api/user/cart')).status).toBe(401);
  });

  it('refuses a cookie-authenticated add from another site', async () => {
    const res = await call(POST, '/api/user/cart', {
      method: 'POST',
      ...json({ productId: f.tea.id, quantity: 1 }, { ...shopper.cookieHeader, Origin: 'https://evil.example' }),
    });
    expect(res.status).toBe(403);
    expect((await list(shopper)).body?.data).toEqual([]);
  });

  it('accepts a cookie-authenticated add from the site itself', async () => {
    const res = await call(POST, '/api/user/cart', {
      method: 'POST',
      ...json({ productId: f.tea.id, quantity: 1 }, { ...shopper.cookieHeader, Origin: 'http://localhost:3000' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('GET /api/user/cart', () => {
  it("shows a withdrawn product's line as out of stock", async () => {
    await add(shopper, { productId: f.honey.id, quantity: 1 });
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, f.honey.id));
    try {
      const cart = (await list(shopper)).body?.data as { inventoryDetails: { stockQuantity: number } }[];
      expect(cart[0].inventoryDetails.stockQuantity).toBe(0);
    } finally {
      await getDb().update(products).set({ isActive: true }).where(eq(products.id, f.honey.id));
    }
  });

  it("never shows another shopper's lines", async () => {
    const other = await createTestUser();
    await add(other, { productId: f.tea.id, quantity: 1 });
    expect((await list(shopper)).body?.data).toEqual([]);
  });
});

const setQuantity = (user: TestUser, id: string | number, body: unknown) =>
  call(PATCH, `/api/user/cart/${id}`, { method: 'PATCH', ...json(body, user.authHeader), params: { id: String(id) } });

describe('PATCH /api/user/cart/{id} (the cart page’s quantity stepper)', () => {
  const lineOf = async (user: TestUser) => ((await list(user)).body?.data as { id: number; quantity: number }[])[0];

  it('sets the quantity outright, within the stock', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 2 });
    const line = await lineOf(shopper);
    const res = await setQuantity(shopper, line.id, { quantity: 5 });
    expect(res.status).toBe(200);
    expect((res.body?.data as { quantity: number }).quantity).toBe(5);
    expect((await lineOf(shopper)).quantity).toBe(5);
    expect((await setQuantity(shopper, line.id, { quantity: 1 })).status).toBe(200);
    expect((await lineOf(shopper)).quantity).toBe(1);
  });

  it('refuses more than the stock (20) with a message naming it, and changes nothing', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 2 });
    const line = await lineOf(shopper);
    const res = await setQuantity(shopper, line.id, { quantity: 21 });
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('Only 20 of Darjeeling First Flush are in stock.');
    expect((await lineOf(shopper)).quantity).toBe(2);
  });

  it('refuses 0 and fractions (400) and another shopper’s line (404)', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 2 });
    const line = await lineOf(shopper);
    expect((await setQuantity(shopper, line.id, { quantity: 0 })).status).toBe(400);
    expect((await setQuantity(shopper, line.id, { quantity: 1.5 })).status).toBe(400);
    const other = await createTestUser();
    expect((await setQuantity(other, line.id, { quantity: 3 })).status).toBe(404);
    expect((await lineOf(shopper)).quantity).toBe(2);
  });
});

describe('DELETE /api/user/cart/{id}', () => {
  it('removes the shopper’s own line', async () => {
    await add(shopper, { productId: f.tea.id, quantity: 1 });
    const [line] = (await list(shopper)).body?.data as { id: number }[];
    const res = await remove(shopper, line.id);
    expect(res.status).toBe(200);
    expect(res.body?.message).toBe('Item removed from cart.');
    expect((await list(shopper)).body?.data).toEqual([]);
  });

  it("answers 404 for someone else's line and leaves it in place", async () => {
    const other = await createTestUser();
    await add(other, { productId: f.tea.id, quantity: 1 });
    const [line] = (await list(other)).body?.data as { id: number }[];
    const res = await remove(shopper, line.id);
    expect(res.status).toBe(404);
    const rows = await getDb().select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(rows).toHaveLength(1);
  });

  it.each([['abc'], ['-1'], ['1.5'], ['99999999999']])('answers 404 for id %p', async (id) => {
    expect((await remove(shopper, id)).status).toBe(404);
  });
});
