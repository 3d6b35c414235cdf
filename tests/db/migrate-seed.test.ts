import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { runMigrations } from '@/lib/db/migrate';
import { rowsOf } from '@/lib/db/rows';
import { isCatalogEmpty, seedDemoStore } from '@/lib/demo/seed';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
const count = async (table: string) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n);

beforeAll(async () => {
  ({ db } = await setupTestDatabase({ demoShopper: true }));
});
afterAll(teardownTestDatabase);

test('the demo store is a real catalogue: 60+ products across tea, honey and spices from 3+ sellers', async () => {
  expect(await count('products')).toBeGreaterThanOrEqual(60);
  expect(await count('sellers')).toBeGreaterThanOrEqual(3);
  const roots = rowsOf<{ slug: string }>(
    await db.execute(sql`SELECT slug FROM categories WHERE parent_id IS NULL ORDER BY display_order`),
  ).map((r) => r.slug);
  expect(roots).toEqual(expect.arrayContaining(['tea', 'honey', 'spices']));
  // every product sits in a nested (child) category with 2-4 images and a description
  const orphans = rowsOf(
    await db.execute(sql`
      SELECT p.slug FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.parent_id IS NULL
         OR (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) NOT BETWEEN 2 AND 4
         OR NOT EXISTS (SELECT 1 FROM product_metadata m WHERE m.product_id = p.id AND m.type = 'DESCRIPTION')`),
  );
  expect(orphans).toEqual([]);
});

test('seed covers out-of-stock items, undiscounted items, banners 1-6, posts with a draft, pages and team', async () => {
  expect(await count('product_variants WHERE stock_quantity = 0')).toBeGreaterThanOrEqual(1);
  expect(await count('product_variants WHERE price_paise = mrp_paise')).toBeGreaterThanOrEqual(1);
  const orders = rowsOf<{ display_order: number }>(
    await db.execute(sql`SELECT display_order FROM banners ORDER BY display_order`),
  ).map((r) => Number(r.display_order));
  expect(orders).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
  expect(await count('blog_posts WHERE published_at IS NOT NULL')).toBeGreaterThanOrEqual(8);
  expect(await count('blog_posts WHERE published_at IS NULL')).toBeGreaterThanOrEqual(1);
  const pageSlugs = rowsOf<{ slug: string }>(await db.execute(sql`SELECT slug FROM content_pages`)).map((r) => r.slug);
  expect(pageSlugs).toEqual(
    expect.arrayContaining([
      'wholesale-business',
      'export-import',
      'corporate-gifting',
      'store-locator',
      'faq',
      'why-us',
      'privacy',
      'terms',
      'refund-policy',
      'shiping-policy',
      'export-import-policy',
    ]),
  );
  expect(await count('team_members')).toBeGreaterThanOrEqual(12);
  expect(await count('(SELECT DISTINCT department FROM team_members) d')).toBeGreaterThanOrEqual(4);
  expect(await count('team_members WHERE founder')).toBeGreaterThanOrEqual(1);
});

test('the demo store sells 20+ products in several packs, a bigger pack cheaper per gram, some packs sold out', async () => {
  const packs = rowsOf<{
    product_id: number;
    price_paise: number;
    mrp_paise: number;
    stock_quantity: number;
    weight_grams: number | null;
  }>(
    await db.execute(
      sql`SELECT product_id, price_paise, mrp_paise, stock_quantity, weight_grams FROM product_variants ORDER BY product_id, position`,
    ),
  );
  const byProduct = new Map<number, typeof packs>();
  for (const p of packs) byProduct.set(Number(p.product_id), [...(byProduct.get(Number(p.product_id)) ?? []), p]);
  const several = [...byProduct.values()].filter((list) => list.length >= 2);
  expect(several.length).toBeGreaterThanOrEqual(20);
  for (const list of several) {
    const bySize = [...list].sort((a, b) => Number(a.weight_grams) - Number(b.weight_grams));
    expect(bySize.every((p) => Number(p.weight_grams) > 0 && Number(p.price_paise) <= Number(p.mrp_paise))).toBe(true);
    for (let i = 1; i < bySize.length; i++) {
      const [small, big] = [bySize[i - 1], bySize[i]];
      expect(Number(big.price_paise)).toBeGreaterThan(Number(small.price_paise));
      expect(Number(big.price_paise) / Number(big.weight_grams)).toBeLessThan(
        Number(small.price_paise) / Number(small.weight_grams),
      );
    }
  }
  const mixed = several.filter(
    (list) => list.some((p) => Number(p.stock_quantity) === 0) && list.some((p) => Number(p.stock_quantity) > 0),
  );
  expect(mixed.length).toBeGreaterThanOrEqual(1);
});

test('the demo shopper exists with a hashed password and a saved address', async () => {
  const [user] = rowsOf<{ password_hash: string; addresses: number }>(
    await db.execute(sql`SELECT password_hash, (SELECT count(*)::int FROM addresses a WHERE a.user_id = u.id) AS addresses
                         FROM users u WHERE email = 'demo@organictattva.example'`),
  );
  expect(user.password_hash).toMatch(/^\$argon2id\$/);
  expect(Number(user.addresses)).toBe(1);
});

test('migrations are idempotent and a seeded database is not seeded twice', async () => {
  await runMigrations();
  expect(await isCatalogEmpty(db)).toBe(false);
  const before = await count('products');
  await runMigrations();
  expect(await count('products')).toBe(before);
});

test('constraints refuse negative stock, a second cart line for the same pack, and price above MRP', async () => {
  await expect(db.execute(sql`UPDATE product_variants SET stock_quantity = -1`)).rejects.toThrow();
  const [pack] = await db.select().from(t.productVariants).limit(1);
  await expect(
    db
      .update(t.productVariants)
      .set({ pricePaise: pack.mrpPaise + 1 })
      .where(sql`id = ${pack.id}`),
  ).rejects.toThrow();
  const [user] = await db.select().from(t.users).limit(1);
  const line = { userId: user.id, productId: pack.productId, variantId: pack.id };
  await db.insert(t.cartItems).values({ ...line, quantity: 1 });
  await expect(db.insert(t.cartItems).values({ ...line, quantity: 2 })).rejects.toThrow();
  await expect(db.insert(t.cartItems).values({ ...line, quantity: 0 })).rejects.toThrow();
});

test('seeding is all or nothing: a failing seed leaves the database empty', async () => {
  await teardownTestDatabase();
  ({ db } = await setupTestDatabase({ seed: false }));
  await db.insert(t.sellers).values({ slug: 'kerala-spice-farm-duplicate-check', name: 'x', city: 'x', state: 'x' });
  // A category slug that the seed will also insert makes its transaction fail half-way.
  await db.insert(t.categories).values({ slug: 'honey', title: 'Clash' });
  await expect(seedDemoStore(db, { demoShopper: false })).rejects.toThrow();
  expect(await count('products')).toBe(0);
});
