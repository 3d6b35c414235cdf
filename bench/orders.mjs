#!/usr/bin/env node
/**
 * Order placement under load, on PostgreSQL, through the real HTTP API of the production build.
 *
 *  1. creates a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *     starts `next start` on it (the server migrates and seeds the catalogue), builds into
 *     BENCH_DIST_DIR (default .next-bench) first if there is no build there (BENCH_REBUILD=1 forces one);
 *  2. makes BENCH_BUYERS shoppers (rows written directly, then a real POST /auth/login each, from
 *     distinct client addresses via TRUST_PROXY so the login throttle does not pool them), each
 *     with a saved address;
 *  3. throughput: BENCH_CONNECTIONS buyers place COD orders of 1-3 products with ample stock for
 *     BENCH_DURATION_S seconds → orders/s, p50/p99 latency, 5xx count;
 *  4. contention: BENCH_RUSH buyers at once for one product with BENCH_RUSH_STOCK in stock →
 *     orders made, 409s, 5xx, final stock, oversell count (units sold beyond the stock, and any
 *     negative stock) — must be 0;
 *  5. prints a table, writes bench/results/orders.json, drops the database.
 *
 * Loopback only, bounded in time (BENCH_TIMEOUT_S, default 600 s). BENCH_PORT (3191).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { benchStore } from './pg-store.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3191);
const DIST = env.BENCH_DIST_DIR ?? '.next-bench';
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(env.BENCH_DURATION_S ?? 15);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const BUYERS = Number(env.BENCH_BUYERS ?? 60);
const RUSH = Number(env.BENCH_RUSH ?? 50);
const RUSH_STOCK = Number(env.BENCH_RUSH_STOCK ?? 5);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 600);
const PASSWORD = 'Bench@12345';

const log = (...args) => console.error('[bench:orders]', ...args);
const store = benchStore({
  name: 'orders',
  port: PORT,
  distDir: DIST,
  adminUrl: ADMIN_URL,
  timeoutS: TIMEOUT_S,
  log,
  env: { TRUST_PROXY: '1' },
});
const BASE = store.base;
let sql = null;

/** Shoppers written straight into the database (one argon2 hash for all), then logged in over HTTP. */
async function makeBuyers(count) {
  const passwordHash = await hash(PASSWORD);
  const buyers = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${i}-${randomBytes(3).toString('hex')}@example.com`;
    const [user] =
      await sql`INSERT INTO users (email, name, phone, password_hash) VALUES (${email}, ${`Bench Buyer ${i}`}, '9876543210', ${passwordHash}) RETURNING id`;
    const [address] =
      await sql`INSERT INTO addresses (user_id, name, phone_number, street_address, city, state, postal_code)
      VALUES (${user.id}, 'Bench Buyer', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001') RETURNING id`;
    const response = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ email, password: PASSWORD, role: 'CUSTOMER' }),
    });
    if (!response.ok) throw new Error(`login failed for buyer ${i}: ${response.status} ${await response.text()}`);
    const token = (await response.json()).data;
    buyers.push({ token, addressId: address.id });
  }
  return buyers;
}

async function placeOrder(buyer, items) {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${BASE}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ addressId: buyer.addressId, paymentInfo: { method: 'COD' }, items }),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    status = 599; // connection failure counts as a server error
  }
  return { status, ms: performance.now() - started };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

async function throughput(buyers, productIds) {
  const results = [];
  const end = Date.now() + DURATION_S * 1000;
  const worker = async (w) => {
    for (let n = 0; Date.now() < end; n++) {
      const buyer = buyers[(w + n * CONNECTIONS) % buyers.length];
      const picks = [...productIds].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
      results.push(
        await placeOrder(
          buyer,
          picks.map((productId) => ({ productId, variantId: null, quantity: 1 })),
        ),
      );
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
  const seconds = (performance.now() - t0) / 1000;
  const ok = results.filter((r) => r.status === 201);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: results.length,
    orders: ok.length,
    ordersPerSecond: Number((ok.length / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    serverErrors: results.filter((r) => r.status >= 500).length,
    other: results.filter((r) => r.status !== 201 && r.status < 500).length,
  };
}

/** One pack of the product rushed: its first (display order), named by variantId so the other packs stay out of it. */
async function rush(buyers, productId) {
  const [{ variantId }] =
    await sql`SELECT id AS "variantId" FROM product_variants WHERE product_id = ${productId} ORDER BY position, id LIMIT 1`;
  await sql`UPDATE product_variants SET stock_quantity = ${RUSH_STOCK} WHERE id = ${variantId}`;
  const [{ before }] =
    await sql`SELECT coalesce(sum(quantity), 0)::int AS before FROM order_items WHERE variant_id = ${variantId}`;
  const results = await Promise.all(
    buyers.slice(0, RUSH).map((b) => placeOrder(b, [{ productId, variantId, quantity: 1 }])),
  );
  const [{ stock }] = await sql`SELECT stock_quantity AS stock FROM product_variants WHERE id = ${variantId}`;
  const [{ after }] =
    await sql`SELECT coalesce(sum(quantity), 0)::int AS after FROM order_items WHERE variant_id = ${variantId}`;
  const sold = after - before;
  return {
    buyers: results.length,
    stock: RUSH_STOCK,
    orders: results.filter((r) => r.status === 201).length,
    refused409: results.filter((r) => r.status === 409).length,
    serverErrors: results.filter((r) => r.status >= 500).length,
    finalStock: stock,
    oversold: Math.max(0, sold - RUSH_STOCK) + Math.max(0, -stock),
  };
}

async function main() {
  sql = await store.start();
  const products = await sql`SELECT p.id FROM products p WHERE p.is_active ORDER BY p.id LIMIT 9`;
  const plentiful = products.slice(0, 8).map((p) => p.id);
  const hot = products[8].id;
  await sql`UPDATE product_variants SET stock_quantity = 1000000 WHERE product_id IN ${sql(plentiful)}`;
  log(`making ${Math.max(BUYERS, RUSH)} buyers…`);
  const buyers = await makeBuyers(Math.max(BUYERS, RUSH));
  log(`throughput: ${CONNECTIONS} concurrent buyers for ${DURATION_S}s…`);
  const load = await throughput(buyers, plentiful);
  log(`contention: ${RUSH} buyers at once for ${RUSH_STOCK} in stock…`);
  const contention = await rush(buyers, hot);
  const [{ negative }] = await sql`SELECT count(*)::int AS negative FROM product_variants WHERE stock_quantity < 0`;
  const report = {
    at: new Date().toISOString(),
    database: 'postgresql',
    connections: CONNECTIONS,
    durationS: DURATION_S,
    load,
    contention,
    negativeStockRows: negative,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/orders.json', JSON.stringify(report, null, 2));
  console.log('\nOrder placement on PostgreSQL');
  console.table({
    throughput: {
      'orders/s': load.ordersPerSecond,
      'p50 ms': load.p50Ms,
      'p99 ms': load.p99Ms,
      '5xx': load.serverErrors,
      orders: load.orders,
    },
  });
  console.table({
    contention: {
      buyers: contention.buyers,
      stock: contention.stock,
      orders: contention.orders,
      409: contention.refused409,
      '5xx': contention.serverErrors,
      'final stock': contention.finalStock,
      oversold: contention.oversold,
    },
  });
  const failed =
    load.serverErrors > 0 ||
    contention.serverErrors > 0 ||
    contention.oversold > 0 ||
    negative > 0 ||
    contention.orders !== Math.min(RUSH, RUSH_STOCK);
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(error?.stack ?? error);
} finally {
  await store.stop();
}
process.exit(code);
