// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/commerce/place-order';
import { revalidateStockMoves } from '@/lib/cache/revalidate';
import { tags } from '@/lib/cache/tags';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { expiredAt } from '../helpers/tag-times';
import { createTestUser } from '../helpers/auth';
import { addAddress, makeCatalog, setStock, type Fixture } from './orders.fixtures';

/*
 * An order expires a cached page only when what the page shows of the stock moved: "In stock",
 * "Only N left in stock" (N ≤ 10) or "Out of stock" for the product page; sold out or not (and so
 * the lowest in-stock price) for the cards in the lists. Read from the table of tag times both of
 * Next's caches consult (tests/helpers/tag-times.ts).
 */

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);

/** Sets the tea's stock, buys one, and says which of its pages' tags the order expired. */
async function buyOneOf(stock: number) {
  await setStock(f.tea.id, stock);
  const { user } = await createTestUser();
  const { id: addressId } = await addAddress(user.id);
  const before = Date.now();
  await placeOrder(getDb(), user, {
    addressId,
    paymentInfo: { method: 'COD' },
    items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
  });
  const expired = (tag: string) => expiredAt(tag) >= before;
  return {
    page: expired(tags.product(f.tea.slug)),
    og: expired(tags.path(`/og/product/${f.tea.slug}`)),
    lists: expired(tags.products),
  };
}

describe('an order expires only the pages whose stock line it changed', () => {
  it('50 → 49 still says "In stock": no page is expired', async () => {
    expect(await buyOneOf(50)).toEqual({ page: false, og: false, lists: false });
  });

  it('11 → 10 now says "Only 10 left in stock": the product page, not the lists', async () => {
    expect(await buyOneOf(11)).toEqual({ page: true, og: false, lists: false });
  });

  it('6 → 5 says "Only 5 left": the product page again', async () => {
    expect(await buyOneOf(6)).toEqual({ page: true, og: false, lists: false });
  });

  it('1 → 0 is sold out: the product page, its share card and the lists', async () => {
    expect(await buyOneOf(1)).toEqual({ page: true, og: true, lists: true });
  });
});

describe('revalidateStockMoves', () => {
  const expiresAfter = async (moves: Parameters<typeof revalidateStockMoves>[0]) => {
    // A millisecond apart from the previous call: its expiries are not this one's.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const before = Date.now();
    await revalidateStockMoves(moves);
    return ['product:a', 'product:b', tags.path('/og/product/b'), tags.products].filter(
      (tag) => expiredAt(tag) >= before,
    );
  };

  it('expires each product whose pack changed band, and the lists only for a pack sold out', async () => {
    expect(
      await expiresAfter([
        { slug: 'a', variantId: 1, before: 30, after: 12 },
        { slug: 'b', variantId: 2, before: 3, after: 0 },
      ]),
    ).toEqual(['product:b', tags.path('/og/product/b'), tags.products]);
    expect(await expiresAfter([{ slug: 'a', variantId: 1, before: 12, after: 7 }])).toEqual(['product:a']);
    expect(await expiresAfter([{ slug: 'a', variantId: 1, before: 200, after: 11 }])).toEqual([]);
  });
});
