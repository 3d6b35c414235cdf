// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { expirePendingOrders, transitionOrder } from '@/lib/commerce/order-state';
import { placeOrder } from '@/lib/commerce/place-order';
import { tags } from '@/lib/cache/tags';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { expiredAt } from '../helpers/tag-times';
import { createTestUser } from '../helpers/auth';
import { addAddress, makeCatalog, setStock, type Fixture } from './orders.fixtures';

/*
 * Both of Next's caches read one process-wide table of tag times to decide whether a cached page or
 * data entry is still good; a page is re-rendered on its next request once one of its tags expired
 * after it was cached. These tests read that table to show which pages each stock move makes stale.
 */

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);

async function buy(method: 'UPI' | 'COD', quantity = 1) {
  const { user } = await createTestUser();
  const { id: addressId } = await addAddress(user.id);
  return placeOrder(getDb(), user, {
    addressId,
    paymentInfo: { method },
    items: [{ productId: f.tea.id, variantId: null, quantity }],
  });
}

describe('cached pages showing stock are stale right after the stock moves', () => {
  it('placing an order expires the product page, its OG image and the lists', async () => {
    await setStock(f.tea.id, 1);
    const before = Date.now();
    await buy('COD');
    expect(expiredAt(tags.product(f.tea.slug))).toBeGreaterThanOrEqual(before);
    expect(expiredAt(tags.path(`/og/product/${f.tea.slug}`))).toBeGreaterThanOrEqual(before);
    expect(expiredAt(tags.path(`/hi/og/product/${f.tea.slug}`))).toBeGreaterThanOrEqual(before);
    expect(expiredAt(tags.products)).toBeGreaterThanOrEqual(before);
    // A product nobody bought keeps its cached page.
    expect(expiredAt(tags.product(f.honey.slug))).toBeLessThan(before);
  });

  it('an unpaid order expiring gives the stock back and expires the pages again', async () => {
    await setStock(f.tea.id, 1);
    const placed = await buy('UPI');
    await getDb()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.orderId));
    const before = Date.now();
    expect(await expirePendingOrders(getDb())).toBe(1);
    expect(expiredAt(tags.product(f.tea.slug))).toBeGreaterThanOrEqual(before);
    expect(expiredAt(tags.products)).toBeGreaterThanOrEqual(before);
  });

  it('a cancellation returning stock expires the pages once committed', async () => {
    await setStock(f.tea.id, 3);
    const placed = await buy('COD');
    const before = Date.now();
    await transitionOrder(getDb(), placed.orderId, 'CANCELLED', { actor: 'customer' });
    expect(expiredAt(tags.product(f.tea.slug))).toBeGreaterThanOrEqual(before);
  });
});
