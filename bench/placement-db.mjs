#!/usr/bin/env node
/**
 * Order placement without HTTP: the same placeOrder() the API calls, straight against PostgreSQL,
 * with BENCH_CONNECTIONS concurrent buyers for BENCH_DURATION_S seconds. Compared with
 * bench/orders.mjs (through `next start`) it shows how much of a placement's time is the database
 * transaction and how much is the web server around it. Writes bench/results/placement-db.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import postgres from 'postgres';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(env.BENCH_DURATION_S ?? 10);
const dbName = `store_bench_place_${process.pid}_${randomBytes(3).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;

const out = path.join(root, 'bench', 'results', '.placement-db.cjs');
fs.mkdirSync(path.dirname(out), { recursive: true });
require('esbuild').buildSync({
  stdin: {
    contents: `export { placeOrder } from './lib/commerce/place-order'; export { runMigrations } from './lib/db/migrate';
      export { seedDemoStore } from './lib/demo/seed'; export { getDb, closeDb } from './lib/db/client'; export * as schema from './lib/db/schema';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: out,
  alias: { '@': root },
  external: ['@electric-sql/pglite', 'postgres', 'drizzle-orm', 'nodemailer', 'next', '@node-rs/argon2', 'sharp'],
  logLevel: 'error',
});

const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${dbName}"`);
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET ??= 'bench-secret-0123456789abcdef0123456789';
process.env.SITE_URL ??= 'http://127.0.0.1';
process.env.DB_POOL_MAX ??= String(Math.min(CONNECTIONS, 20));
const m = require(out);
try {
  await m.runMigrations();
  await m.seedDemoStore(m.getDb(), { demoShopper: false });
  const db = m.getDb();
  const { users, addresses, productVariants, products } = m.schema;
  await db.update(productVariants).set({ stockQuantity: 1_000_000 });
  const ids = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  const buyers = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const [u] = await db
      .insert(users)
      .values({
        email: `b${i}-${dbName}@example.com`,
        name: `Buyer ${i}`,
        phone: '9876543210',
        passwordHash: 'x',
        role: 'CUSTOMER',
      })
      .returning();
    const [a] = await db
      .insert(addresses)
      .values({
        userId: u.id,
        name: 'B',
        phoneNumber: '9876543210',
        streetAddress: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        country: 'India',
      })
      .returning();
    buyers.push({ id: u.id, addressId: a.id });
  }
  const latencies = [];
  let errors = 0;
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    buyers.map(async (b, w) => {
      let n = w;
      while (Date.now() < end) {
        const items = [0, 1, 2]
          .slice(0, 1 + (n % 3))
          .map((k) => ({ productId: ids[(n * 7 + k * 13) % ids.length], variantId: null, quantity: 1 }));
        const t = performance.now();
        try {
          await m.placeOrder(db, { id: b.id }, { addressId: b.addressId, paymentInfo: { method: 'COD' }, items });
          latencies.push(performance.now() - t);
        } catch (e) {
          errors += 1;
          if (errors < 3) console.error(e.message);
        }
        n += CONNECTIONS;
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  const at = (q) => +latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  const result = {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    orders: latencies.length,
    ordersPerSecond: +(latencies.length / DURATION_S).toFixed(1),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
  };
  console.log(result);
  fs.writeFileSync(path.join(root, 'bench', 'results', 'placement-db.json'), JSON.stringify(result, null, 2));
  await m.closeDb();
} finally {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
  fs.rmSync(out, { force: true });
}
