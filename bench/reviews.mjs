#!/usr/bin/env node
/**
 * Reviews at shop scale (issue 34), on a scratch PostgreSQL database (bench/scratch-db.mjs):
 *
 *  1. adds BENCH_REVIEWERS (5,000) buyers and BENCH_REVIEWS (100,000) published reviews: BENCH_BIG (5,000)
 *     on one product, the rest spread over the demo catalogue; one review in ten on the big product
 *     carries an approved photo, so "with photos" has pages to turn; then ANALYZE;
 *  2. times listReviews() — what the product page and the public reviews API call — for the big product
 *     in every sort, pages 1 and 50: BENCH_SAMPLES (300) sequential calls each after 5 warm-ups →
 *     median / p95 / p99 in ms;
 *  3. with BENCH_PAGE_DIST=<a built distDir>, starts `next start` on the same database with the big
 *     product cut to BENCH_PAGE_REVIEWS (500) reviews and weighs its product page (HTML bytes, first-load
 *     JS gzip -9) beside a product without reviews;
 *  4. prints a table, writes bench/results/reviews.json, drops the database. Fails when a p95 is over
 *     BENCH_TARGET_MS (100).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { scratchStore } from './scratch-db.mjs';
import { median, percentile } from './stats.mjs';
import { limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';
import { firstLoadJsBytes, gzipBytes } from './page-scripts.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = process.env;
const REVIEWS = Number(env.BENCH_REVIEWS ?? 100_000);
const BIG = Number(env.BENCH_BIG ?? 5_000);
const REVIEWERS = Math.max(BIG, Number(env.BENCH_REVIEWERS ?? 5_000));
const SAMPLES = Number(env.BENCH_SAMPLES ?? 300);
const TARGET_MS = Number(env.BENCH_TARGET_MS ?? 100);
const PAGE_DIST = env.BENCH_PAGE_DIST ?? null;
const PAGE_REVIEWS = Number(env.BENCH_PAGE_REVIEWS ?? 500);
const PORT = Number(env.BENCH_PORT ?? 3194);
const log = (...a) => console.error('[bench:reviews]', ...a);

const store = await scratchStore({
  name: 'reviews',
  exports: `export { listReviews } from './lib/reviews/read'; export { REVIEW_SORTS } from './lib/reviews/rules';`,
});
const { m, db } = store;
let server = null;
limitRunTime(Number(env.BENCH_TIMEOUT_S ?? 900), log, () => {
  stopNextServer(server);
  return store.drop();
});

/** Reviewers, reviews and photos in a few INSERT … SELECT statements (no per-row round trips). */
async function seedReviews() {
  const { rows: products } = await query(`SELECT id, slug FROM products ORDER BY id`);
  const big = products[0];
  const others = products.slice(1);
  await query(`INSERT INTO users (email, name, phone, password_hash, created_at)
    SELECT 'reviewer' || g || '@bench.example', 'Reviewer ' || g || ' Kumar', '9' || lpad(g::text, 9, '0'), '!', now() - interval '400 days'
    FROM generate_series(1, ${REVIEWERS}) g`);
  const { rows: first } = await query(`SELECT min(id) AS id FROM users WHERE email LIKE 'reviewer%@bench.example'`);
  const u0 = Number(first[0].id);
  // Ratings mostly 4–5, dates over two years, so every sort has work to do.
  const insert = (productIds, perProduct) =>
    query(`INSERT INTO reviews (product_id, user_id, pack_label, author_name, rating, title, text, created_at, updated_at)
      SELECT p.id, ${u0} + g - 1, '250 g', 'Reviewer ' || g || ' K.',
        (ARRAY[1,2,3,4,4,4,5,5,5,5])[1 + (g * 7 + p.id) % 10], 'Lovely and fresh',
        'Fresh aroma, brews a clean cup. Packed well and arrived on time. Review number ' || g || '.',
        now() - ((g * 37 + p.id * 11) % 730) * interval '1 day' - g * interval '1 second',
        now() - ((g * 37 + p.id * 11) % 730) * interval '1 day' - g * interval '1 second'
      FROM unnest(ARRAY[${productIds.join(',')}]::int[]) p(id), generate_series(1, ${perProduct}) g`);
  await insert([big.id], BIG);
  const rest = REVIEWS - BIG;
  const per = Math.min(REVIEWERS - 1, Math.floor(rest / others.length));
  // The remainder goes one each to the first products, so the total is exactly REVIEWS.
  const extra = Math.min(others.length, rest - per * others.length);
  if (extra)
    await insert(
      others.slice(0, extra).map((p) => p.id),
      per + 1,
    );
  await insert(
    others.slice(extra).map((p) => p.id),
    per,
  );
  await query(
    `INSERT INTO stored_images (image, content_type, width, height) VALUES ('\\x00'::bytea, 'image/webp', 1, 1)`,
  );
  await query(`INSERT INTO review_photos (review_id, image_id, status, position)
    SELECT r.id, (SELECT max(id) FROM stored_images), 'APPROVED', 0
    FROM reviews r WHERE r.product_id = ${big.id} AND r.id % 10 = 0`);
  await query(`UPDATE products p SET rating = s.avg, rating_count = s.n
    FROM (SELECT product_id, avg(rating)::real AS avg, count(*)::int AS n FROM reviews GROUP BY product_id) s
    WHERE s.product_id = p.id`);
  await query('ANALYZE');
  const { rows: counts } = await query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE product_id = ${big.id})::int AS big FROM reviews`,
  );
  return { big, total: counts[0].total, bigCount: counts[0].big };
}

async function query(text) {
  const result = await db.execute(sql.raw(text));
  return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
}

async function time(bigId, sort, page) {
  const times = [];
  for (let i = 0; i < SAMPLES + 5; i++) {
    const t0 = performance.now();
    const result = await m.listReviews(bigId, { page, sort });
    const ms = performance.now() - t0;
    if (i === 0 && result.items.length === 0) throw new Error(`${sort} page ${page} is empty`);
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const r = (x) => Math.round(x * 100) / 100;
  return { sort, page, median: r(median(times)), p95: r(percentile(times, 95)), p99: r(percentile(times, 99)) };
}

/** HTML bytes and first-load JS (gzip -9, every /_next script the HTML loads) of one page. */
async function weigh(pathname) {
  const base = `http://127.0.0.1:${PORT}`;
  const response = await fetch(`${base}${pathname}`);
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const js = await firstLoadJsBytes(html.toString('utf8'), base);
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return { path: pathname, htmlKb: kb(html.length), htmlGzipKb: kb(gzipBytes(html)), firstLoadJsKb: kb(js) };
}

async function weighProductPages(big) {
  await query(`DELETE FROM reviews WHERE product_id = ${big.id} AND id NOT IN
    (SELECT id FROM reviews WHERE product_id = ${big.id} ORDER BY id LIMIT ${PAGE_REVIEWS})`);
  await query(`UPDATE products p SET rating = coalesce(s.avg, 0), rating_count = coalesce(s.n, 0)
    FROM (SELECT avg(rating)::real AS avg, count(*)::int AS n FROM reviews WHERE product_id = ${big.id}) s WHERE p.id = ${big.id}`);
  const { rows } = await query(
    `SELECT p.slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY p.id LIMIT 1`,
  );
  let none = rows[0]?.slug;
  if (!none) {
    const { rows: last } = await query(`SELECT id, slug FROM products ORDER BY id DESC LIMIT 1`);
    await query(`DELETE FROM reviews WHERE product_id = ${last[0].id}`);
    await query(`UPDATE products SET rating = 0, rating_count = 0 WHERE id = ${last[0].id}`);
    none = last[0].slug;
  }
  server = await startNextServer({
    port: PORT,
    distDir: PAGE_DIST,
    // As bench/pg-store.mjs starts a live-mode server: the scratch database, the sandbox gateway, its own SITE_URL.
    env: { DATABASE_URL: process.env.DATABASE_URL, SITE_URL: `http://127.0.0.1:${PORT}`, PAYMENTS_MODE: 'sandbox' },
  });
  try {
    return [await weigh(`/products/${big.slug}`), await weigh(`/products/${none}`)];
  } finally {
    stopNextServer(server);
    server = null;
  }
}

try {
  log(`seeding ${REVIEWS} reviews (${BIG} on one product)…`);
  const t0 = performance.now();
  const seeded = await seedReviews();
  log(
    `seeded ${seeded.total} reviews (${seeded.bigCount} on ${seeded.big.slug}) in ${Math.round(performance.now() - t0)} ms`,
  );
  const results = [];
  for (const sort of m.REVIEW_SORTS) for (const page of [1, 50]) results.push(await time(seeded.big.id, sort, page));
  console.table(results);
  const pages = PAGE_DIST ? await weighProductPages(seeded.big) : null;
  if (pages) console.table(pages);
  else log('product page weight skipped (set BENCH_PAGE_DIST to a built distDir)');
  const out = path.join(root, 'bench', 'results', 'reviews.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      { reviews: seeded.total, bigProduct: seeded.bigCount, samples: SAMPLES, targetMs: TARGET_MS, results, pages },
      null,
      2,
    ),
  );
  log(`wrote ${path.relative(root, out)}`);
  const over = results.filter((r) => r.p95 > TARGET_MS);
  if (over.length) {
    log(`p95 over ${TARGET_MS} ms: ${over.map((r) => `${r.sort} p${r.page}`).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  stopNextServer(server);
  await store.drop();
}
