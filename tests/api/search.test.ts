import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { GET as search } from '@/app/api/v1/public/store/products/search/[text]/route';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';

type Hit = { id: number; slug: string; title: string };
let db: Db;

beforeAll(async () => {
  ({ db } = await setupTestDatabase());
});
afterAll(teardownTestDatabase);

async function find(text: string): Promise<Hit[]> {
  const res = await call(search, `/api/v1/public/store/products/search/${encodeURIComponent(text)}`, {
    params: { text },
  });
  expect(res.status).toBe(200);
  return res.body!.data as Hit[];
}

const titles = (hits: Hit[]) => hits.map((h) => h.title.toLowerCase());

test('answers id, slug and title, case-insensitively', async () => {
  const lower = await find('green tea');
  const upper = await find('GREEN TEA');
  expect(lower.length).toBeGreaterThan(0);
  expect(upper.map((h) => h.id)).toEqual(lower.map((h) => h.id));
  expect(lower[0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String) }),
  );
  expect(titles(lower).some((t) => t.includes('green'))).toBe(true);
});

test.each([
  ['haldi', 'turmeric'],
  ['shahad', 'honey'],
  ['elaichi', 'cardamom'],
  ['adrak', 'ginger'],
  ['dalchini', 'cinnamon'],
  ['kali mirch', 'pepper'],
  ['chai', 'tea'],
  ['tulsi', 'tulsi|holy basil'],
  ['kesar', 'saffron'],
  ['jeera', 'cumin'],
])('Hindi/Hinglish "%s" finds %s', async (hindi, english) => {
  const hits = await find(hindi);
  expect(hits.length).toBeGreaterThan(0);
  expect(titles(hits)[0]).toMatch(new RegExp(english));
});

test('tolerates typos', async () => {
  expect(titles(await find('turmric'))[0]).toMatch(/turmeric/);
  expect(titles(await find('cardamon'))[0]).toMatch(/cardamom/);
  expect(titles(await find('darjeling')).some((t) => t.includes('darjeeling'))).toBe(true);
});

test('ranks an exact title before prefix matches before fuzzy ones', async () => {
  const [product] = rowsOf<{ title: string }>(
    await db.execute(sql`SELECT title FROM products WHERE title ILIKE '%honey%' ORDER BY length(title) LIMIT 1`),
  );
  const hits = await find(product.title);
  expect(hits[0].title).toBe(product.title);
  // a word prefix ("cinna") ranks products whose words start with it before anything fuzzy
  const prefix = await find('cinna');
  expect(titles(prefix)[0]).toMatch(/cinnamon/);
});

test('matches category names and tags', async () => {
  // "spices" is only a category name: every hit must be a product under Spices
  const hits = await find('spices');
  expect(hits.length).toBeGreaterThan(3);
  const roots = rowsOf<{ root: string }>(
    await db.execute(sql`
      SELECT coalesce(pc.slug, c.slug) AS root FROM products p
      JOIN categories c ON c.id = p.category_id LEFT JOIN categories pc ON pc.id = c.parent_id
      WHERE p.id = ANY(${`{${hits.map((h) => h.id).join(',')}}`}::int[])`),
  );
  expect(new Set(roots.map((r) => r.root))).toEqual(new Set(['spices']));
  // "madhu" is only a tag (Sanskrit/Hindi for honey)
  expect(titles(await find('madhu'))[0]).toMatch(/honey|comb/);
});

test.each(["'", '%', '_', "'; DROP TABLE products; --", '\\', '" OR 1=1 --', '%%%%', '   '])(
  'treats %j as plain text (no error, no match-all)',
  async (text) => {
    const hits = await find(text);
    expect(hits.length).toBeLessThan(5);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products`));
    expect(Number(row.n)).toBeGreaterThanOrEqual(60);
  },
);

test('no results answers an empty list with the spec text', async () => {
  const res = await call(search, '/x', { params: { text: 'zzqqxxyy' } });
  expect(res.body).toEqual({ status: 200, message: 'No products found.', data: [] });
});

test('inactive products are not found', async () => {
  const [first] = await find('turmeric');
  await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${first.id}`);
  expect((await find('turmeric')).map((h) => h.id)).not.toContain(first.id);
  await db.execute(sql`UPDATE products SET is_active = true WHERE id = ${first.id}`);
});
