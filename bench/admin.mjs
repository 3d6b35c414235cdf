#!/usr/bin/env node
/**
 * The back office at shop scale, on PostgreSQL, through the real HTTP API of the production build.
 *
 *  1. creates a throwaway database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *     starts `next start` on it (the server migrates and seeds the demo catalogue), building into
 *     BENCH_DIST_DIR (default .next-bench) first when there is no build there (BENCH_REBUILD=1 forces one);
 *  2. adds BENCH_PRODUCTS (10,000) products with stock and an image, BENCH_CUSTOMERS (5,000) customers
 *     and BENCH_ORDERS (100,000) orders over 90 days (one sub-order and one item each), then ANALYZE;
 *  3. signs in an admin and a seller's member over HTTP (POST /auth/login);
 *  4. times BENCH_SAMPLES (40) sequential calls of each back-office list and edit call after 3
 *     warm-ups → p50 / p95 / max in ms (loopback, so this is the server's time plus ~1 ms);
 *  5. prints a table, writes bench/results/admin.json, drops the database. Fails when a p95 is over
 *     BENCH_TARGET_MS (300).
 *
 * Bounded in time (BENCH_TIMEOUT_S, default 900 s). BENCH_PORT (3192).
 */
import fs from 'node:fs';
import path from 'node:path';

import { hash } from '@node-rs/argon2';
import { benchStore } from './pg-store.mjs';
import { seedVolume } from './admin-seed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3192);
const DIST = env.BENCH_DIST_DIR ?? '.next-bench';
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(env.BENCH_CUSTOMERS ?? 5_000);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 40);
const TARGET_MS = Number(env.BENCH_TARGET_MS ?? 300);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 900);
const PASSWORD = 'Bench@12345';

const log = (...args) => console.error('[bench:admin]', ...args);
const store = benchStore({
  name: 'admin',
  port: PORT,
  distDir: DIST,
  adminUrl: ADMIN_URL,
  timeoutS: TIMEOUT_S,
  log,
});
const BASE = store.base;
let sql = null;

async function signIn(email, role) {
  const response = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, role }),
  });
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function makeStaff() {
  const passwordHash = await hash(PASSWORD);
  const [seller] = await sql`SELECT s.id FROM sellers s ORDER BY s.id LIMIT 1`;
  await sql`INSERT INTO users (email, name, phone, password_hash, role) VALUES ('bench-admin@example.com', 'Bench Admin', '9000000001', ${passwordHash}, 'ADMIN')`;
  await sql`INSERT INTO users (email, name, phone, password_hash, role, seller_id) VALUES ('bench-member@example.com', 'Bench Member', '9000000002', ${passwordHash}, 'SELLER', ${seller.id})`;
  return {
    admin: await signIn('bench-admin@example.com', 'ADMIN'),
    member: await signIn('bench-member@example.com', 'SELLER'),
    sellerId: seller.id,
  };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** `make(i)` → [method, path, body?]; every answer must be 2xx. */
async function measure(token, make) {
  const times = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const [method, url, body] = make(i);
    const started = performance.now();
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    max: Math.round(times[times.length - 1]),
  };
}

async function main() {
  sql = await store.start();
  log(`seeding ${PRODUCTS} products, ${CUSTOMERS} customers and ${ORDERS} orders…`);
  const t0 = performance.now();
  await seedVolume(sql, { products: PRODUCTS, customers: CUSTOMERS, orders: ORDERS, password: PASSWORD });
  log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { admin, member, sellerId } = await makeStaff();
  const own =
    await sql`SELECT id FROM products WHERE seller_id = ${sellerId} AND slug LIKE 'bench-product-%' ORDER BY id LIMIT ${SAMPLES + 3}`;
  const subs =
    await sql`SELECT sub_order_number FROM sub_orders WHERE seller_id = ${sellerId} ORDER BY id DESC LIMIT ${SAMPLES + 3}`;
  const pageOf = (i) => 1 + (i % 50);
  const calls = {
    'products list (admin, page n)': [admin, (i) => ['GET', `/api/v1/admin/products?page=${pageOf(i)}&size=50`]],
    'products list (admin, deep page 190)': [admin, () => ['GET', '/api/v1/admin/products?page=190&size=50']],
    'products search q (admin)': [
      admin,
      (i) => ['GET', `/api/v1/admin/products?q=${['assam', 'honey', 'lot 12', 'turmeric'][i % 4]}&size=50`],
    ],
    'products low stock + category (admin)': [
      admin,
      () => ['GET', '/api/v1/admin/products?lowStock=true&active=true&size=50'],
    ],
    'products list (member)': [member, (i) => ['GET', `/api/v1/admin/products?page=${pageOf(i)}&size=50`]],
    'product read (member)': [member, (i) => ['GET', `/api/v1/admin/products/${own[i].id}`]],
    'product edit price (member)': [
      member,
      (i) => ['PATCH', `/api/v1/admin/products/${own[i].id}`, { price: 150 + (i % 10), mrp: 400 }],
    ],
    'stock adjust (member)': [
      member,
      (i) => ['POST', `/api/v1/admin/products/${own[i].id}/stock`, { delta: 5, reason: 'Bench recount' }],
    ],
    'orders queue (admin)': [admin, (i) => ['GET', `/api/v1/admin/orders?page=${pageOf(i)}&size=50`]],
    'orders queue by status (admin)': [
      admin,
      (i) => ['GET', `/api/v1/admin/orders?status=${['CONFIRMED', 'PROCESSING', 'SHIPPED'][i % 3]}&size=50`],
    ],
    'orders queue (member)': [member, (i) => ['GET', `/api/v1/admin/orders?page=${pageOf(i)}&size=50`]],
    'orders search number/phone/name (admin)': [
      admin,
      (i) => [
        'GET',
        `/api/v1/admin/orders?q=${encodeURIComponent(['OB-00012345', '9000000042', 'Customer 77', 'bench-customer-9@example.com'][i % 4])}`,
      ],
    ],
    'sub-order page (member)': [member, (i) => ['GET', `/api/v1/admin/orders/${subs[i].sub_order_number}`]],
    'dashboard (admin)': [admin, () => ['GET', '/api/v1/admin/dashboard']],
    'dashboard (member)': [member, () => ['GET', '/api/v1/admin/dashboard']],
    'customers search (admin)': [admin, (i) => ['GET', `/api/v1/admin/customers?q=customer ${100 + i}`]],
    'audit log (admin)': [admin, () => ['GET', '/api/v1/admin/audit?entity=product&size=50']],
  };
  const results = {};
  for (const [name, [token, make]] of Object.entries(calls)) {
    log(name);
    results[name] = await measure(token, make);
  }
  const report = {
    at: new Date().toISOString(),
    database: 'postgresql',
    products: PRODUCTS,
    orders: ORDERS,
    customers: CUSTOMERS,
    samples: SAMPLES,
    targetMs: TARGET_MS,
    results,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/admin.json', JSON.stringify(report, null, 2));
  console.log(`\nBack office on PostgreSQL: ${PRODUCTS} products, ${ORDERS} orders; ${SAMPLES} samples per call (ms)`);
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([k, v]) => [
        k,
        { p50: v.p50, p95: v.p95, max: v.max, ok: v.p95 <= TARGET_MS ? 'yes' : 'NO' },
      ]),
    ),
  );
  return Object.values(results).every((r) => r.p95 <= TARGET_MS) ? 0 : 1;
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
