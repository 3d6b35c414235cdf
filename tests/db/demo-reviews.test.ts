import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { rowsOf } from '@/lib/db/rows';
import { verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/client';

let db: Db;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows<object>(query))[0])[0]);

beforeAll(async () => {
  ({ db } = await setupTestDatabase({ demoShopper: true }));
});
afterAll(teardownTestDatabase);

test('every demo review is by a buyer whose line of that product was delivered, naming the pack they bought', async () => {
  expect(await one(sql`SELECT count(*) FROM reviews`)).toBeGreaterThan(150);
  const unbacked = await rows(sql`
    SELECT r.id FROM reviews r
    LEFT JOIN order_items i ON i.id = r.order_item_id
    LEFT JOIN sub_orders s ON s.id = i.sub_order_id
    LEFT JOIN orders o ON o.id = s.order_id
    JOIN products p ON p.id = r.product_id
    WHERE i.id IS NULL OR i.product_id <> r.product_id OR o.user_id <> r.user_id OR s.status <> 'DELIVERED'
       OR s.delivered_at >= r.created_at OR r.pack_label IS DISTINCT FROM i.size
       OR o.created_at <= p.created_at OR r.created_at >= now()`);
  expect(unbacked).toEqual([]);
});

test("a product's stars are the mean and count of its published reviews; most have 2-15, a few none yet", async () => {
  const products = await rows<{ rating: number; rating_count: number; mean: number | null; n: number }>(sql`
    SELECT p.rating, p.rating_count, avg(r.rating)::float AS mean, count(r.id)::int AS n
    FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND r.status = 'PUBLISHED'
    GROUP BY p.id`);
  for (const p of products) {
    expect(Number(p.rating_count)).toBe(Number(p.n));
    expect(Number(p.rating)).toBeCloseTo(Number(p.mean ?? 0), 4);
  }
  const none = products.filter((p) => Number(p.n) === 0).length;
  expect(none).toBeGreaterThanOrEqual(1);
  expect(none).toBeLessThanOrEqual(products.length / 5);
  expect(products.filter((p) => Number(p.n) >= 2 && Number(p.n) <= 15).length).toBeGreaterThan(products.length / 2);
});

test('the ratings spread like real ones: mostly 4-5 stars, some 3, a few 1-2', async () => {
  const byStars = Object.fromEntries(
    (
      await rows<{ rating: number; n: number }>(sql`SELECT rating, count(*)::int AS n FROM reviews GROUP BY rating`)
    ).map((r) => [Number(r.rating), Number(r.n)]),
  );
  const total = Object.values(byStars).reduce((a, b) => a + b, 0);
  expect((byStars[4] + byStars[5]) / total).toBeGreaterThan(0.75);
  expect(byStars[3]).toBeGreaterThan(0);
  expect((byStars[1] ?? 0) + (byStars[2] ?? 0)).toBeGreaterThan(0);
  expect((byStars[1] ?? 0) + (byStars[2] ?? 0)).toBeLessThan(byStars[3] * 2);
  // Written texts, not one sentence repeated.
  expect(await one(sql`SELECT count(DISTINCT text) FROM reviews`)).toBeGreaterThanOrEqual(40);
});

test('the demo history is 20-120 days old, fully delivered, already asked for reviews, and leaves today empty', async () => {
  const span = (
    await rows<{ newest: number; oldest: number }>(sql`
      SELECT min(extract(epoch FROM now() - created_at) / 86400)::float AS newest,
             max(extract(epoch FROM now() - created_at) / 86400)::float AS oldest FROM orders WHERE status = 'DELIVERED'`)
  )[0];
  expect(Number(span.newest)).toBeGreaterThanOrEqual(19.9);
  expect(Number(span.oldest)).toBeLessThanOrEqual(121);
  // Besides them, three recent COD parcels the courier brought back (design §13), none today, none reviewed.
  expect(await one(sql`SELECT count(*) FROM orders WHERE status NOT IN ('DELIVERED', 'RETURNED')`)).toBe(0);
  expect(
    await one(sql`SELECT count(*) FROM orders o JOIN sub_orders s ON s.order_id = o.id
      WHERE o.status = 'RETURNED' AND o.payment_method = 'COD' AND s.rto_at IS NOT NULL
        AND o.created_at < now() - interval '1 day' AND o.created_at > now() - interval '14 days'`),
  ).toBe(3);
  expect(
    await one(sql`SELECT count(*) FROM reviews r JOIN order_items i ON i.id = r.order_item_id
      JOIN sub_orders s ON s.id = i.sub_order_id WHERE s.rto_at IS NOT NULL`),
  ).toBe(0);
  expect(
    await one(sql`SELECT count(*) FROM sub_orders
      WHERE rto_at IS NULL AND (status <> 'DELIVERED' OR review_requested_at IS NULL)`),
  ).toBe(0);
  expect(await one(sql`SELECT count(*) FROM users WHERE created_at > now() - interval '20 days'`)).toBe(1);
  // A prepaid order was paid in full; cash on delivery has no payment row.
  expect(
    await one(sql`SELECT count(*) FROM orders o WHERE (o.payment_type = 'PREPAID') <>
      EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'PAID' AND p.amount_paise = o.total_paise)`),
  ).toBe(0);
});

test('about 40 demo buyers have 1-3 delivered orders each and cannot sign in; the demo shopper has no orders', async () => {
  const buyers = await rows<{ password_hash: string; orders: number }>(sql`
    SELECT u.password_hash,
      (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND o.status = 'DELIVERED') AS orders
    FROM users u WHERE u.email LIKE '%@buyers.organictattva.example'`);
  expect(buyers.length).toBe(40);
  for (const b of buyers) {
    expect(Number(b.orders)).toBeGreaterThanOrEqual(1);
    expect(Number(b.orders)).toBeLessThanOrEqual(3);
  }
  expect(await verifyPassword(buyers[0].password_hash, buyers[0].password_hash)).toBe(false);
  expect(
    await one(
      sql`SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'demo@organictattva.example'`,
    ),
  ).toBe(0);
});
