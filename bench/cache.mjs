#!/usr/bin/env node
/**
 * `npm run bench:cache`: the page cache on PostgreSQL, with and without the shared handler.
 *
 *  1. builds into BENCH_DIST_DIR (default .next-bench) unless a build is there, creates a fresh
 *     database on BENCH_PG_URL and starts two servers on it (ports BENCH_PORT, BENCH_PORT_B;
 *     default 3192/3193; the first migrates and seeds);
 *  2. throughput: a cached product page vs the bare page (BENCH_BASELINE_PATH, /bench-baseline)
 *     on instance A, with the shared handler (default) and without it (SHARED_CACHE=off, a
 *     restart of A), autocannon BENCH_DURATION_S × BENCH_CONNECTIONS; ratios within one run;
 *  3. cross-instance revalidation: BENCH_CHANGES times, the last unit of a product is bought on A
 *     and B's product page is polled until it says Unavailable → median and max milliseconds;
 *  4. random slugs: BENCH_SLUGS made-up paths on both instances → cache rows and disk bytes before/after;
 *  5. prints a table, writes bench/results/cache.json, drops the database.
 * Loopback only, bounded in time (BENCH_TIMEOUT_S, default 600 s).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hash } from '@node-rs/argon2';
import postgres from 'postgres';
import { ensureBuild, limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';
import { median } from './stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3192);
const PORT_B = Number(env.BENCH_PORT_B ?? PORT + 1);
const [A, B] = [PORT, PORT_B].map((p) => `http://127.0.0.1:${p}`);
const DIST = env.BENCH_DIST_DIR ?? '.next-bench';
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const CHANGES = Number(env.BENCH_CHANGES ?? 20);
const SLUGS = Number(env.BENCH_SLUGS ?? 300);
const BASELINE = env.BENCH_BASELINE_PATH ?? '/bench-baseline';
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 600);
const log = (...a) => console.error('[bench:cache]', ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Every request is bounded: a hung answer fails the run instead of stalling it.
const fetch = (url, init) => globalThis.fetch(url, { signal: AbortSignal.timeout(15_000), ...init });

const dbName = `store_bench_cache_${process.pid}_${randomBytes(3).toString('hex')}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const serverEnv = (port, extra = {}) => ({
  DATABASE_URL: dbUrl,
  AUTH_SECRET: 'bench-cache-secret-0123456789abcdef',
  SITE_URL: `http://127.0.0.1:${port}`,
  ...extra,
});
const servers = {};
let sql = null;

async function cleanUp() {
  for (const s of Object.values(servers)) stopNextServer(s);
  await sleep(1500);
  if (sql) await sql.end({ timeout: 5 }).catch(() => {});
  sql = null;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
  await admin.end();
}

function load(base, pathname) {
  return new Promise((resolve, reject) =>
    autocannon({ url: base + pathname, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }),
    ),
  );
}

async function warm(base, pathname) {
  for (let i = 0; i < 3; i++) await (await fetch(base + pathname)).arrayBuffer();
  return (await fetch(base + pathname)).headers.get('x-nextjs-cache');
}

async function throughput(label, productPath) {
  log(`throughput ${label}: cache ${await warm(A, productPath)}`);
  await warm(A, BASELINE);
  const bareBefore = await load(A, BASELINE);
  const product = await load(A, productPath);
  const bareAfter = await load(A, BASELINE);
  const bare = (bareBefore.rps + bareAfter.rps) / 2;
  return {
    label,
    productRps: product.rps,
    productP99: product.p99,
    bareRps: bare,
    ratio: product.rps / bare,
    non2xx: product.non2xx,
  };
}

function dirBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

async function main() {
  ensureBuild(DIST, log);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  sql = postgres(dbUrl, { max: 2, onnotice: () => {} });
  servers.a = await startNextServer({ port: PORT, distDir: DIST, env: serverEnv(PORT) });
  servers.b = await startNextServer({ port: PORT_B, distDir: DIST, env: serverEnv(PORT_B) });

  const products = await sql`SELECT p.id, p.slug FROM products p WHERE p.is_active ORDER BY p.id LIMIT ${CHANGES + 1}`;
  const productPath = `/products/${products[0].slug}`;

  // 2. throughput with the shared handler, then A restarted without it.
  const shared = await throughput('shared handler (PostgreSQL)', productPath);
  stopNextServer(servers.a);
  await sleep(2000);
  servers.a = await startNextServer({ port: PORT, distDir: DIST, env: serverEnv(PORT, { SHARED_CACHE: 'off' }) });
  const local = await throughput('file-system handler (SHARED_CACHE=off)', productPath);
  stopNextServer(servers.a);
  await sleep(2000);
  servers.a = await startNextServer({ port: PORT, distDir: DIST, env: serverEnv(PORT) });

  log('cross-instance revalidation…');
  // 3. cross-instance revalidation latency.
  const changed = products.slice(1, CHANGES + 1);
  await sql`UPDATE product_variants SET stock_quantity = 1 WHERE product_id IN ${sql(changed.map((p) => p.id))}`;
  const passwordHash = await hash('Bench@12345');
  const email = `bench-cache-${randomBytes(3).toString('hex')}@example.com`;
  const [user] =
    await sql`INSERT INTO users (email, name, phone, password_hash) VALUES (${email}, 'Bench', '9876543210', ${passwordHash}) RETURNING id`;
  const [address] =
    await sql`INSERT INTO addresses (user_id, name, phone_number, street_address, city, state, postal_code)
    VALUES (${user.id}, 'Bench', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001') RETURNING id`;
  const token = (
    await (
      await fetch(`${A}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Bench@12345', role: 'CUSTOMER' }),
      })
    ).json()
  ).data;
  const latencies = [];
  let firstRequestStale = 0;
  for (const product of changed) {
    const p = `/products/${product.slug}`;
    await warm(B, p);
    const placed = await fetch(`${A}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        addressId: address.id,
        paymentInfo: { method: 'COD' },
        items: [{ productId: product.id, quantity: 1 }],
      }),
    });
    const done = performance.now();
    if (placed.status !== 201) throw new Error(`order answered ${placed.status}`);
    for (let attempt = 0; ; attempt++) {
      const html = await (await fetch(B + p)).text();
      if (html.includes('Unavailable')) {
        latencies.push(performance.now() - done);
        if (attempt > 0) firstRequestStale++;
        break;
      }
      if (performance.now() - done > 5000) throw new Error(`${p} still on sale on B after 5 s`);
      await sleep(5);
    }
  }

  log('random slugs…');
  // 4. random slugs.
  const rows = async () => Number((await sql`SELECT count(*)::int AS n FROM next_cache_entries`)[0].n);
  const rowsBefore = await rows();
  const diskBefore = dirBytes(DIST);
  const statuses = {};
  for (let i = 0; i < SLUGS; i++) {
    const prefix = ['/', '/products/', '/blog/', '/team/', '/og/product/'][i % 5];
    const url = `${i % 2 ? A : B}${prefix}${randomBytes(6).toString('hex')}`;
    const r = await fetch(url).catch((error) => {
      throw new Error(`${url}: ${error.message}`);
    });
    await r.arrayBuffer();
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  const slugs = {
    requests: SLUGS,
    statuses,
    rowsBefore,
    rowsAfter: await rows(),
    diskGrowthBytes: dirBytes(DIST) - diskBefore,
  };

  const result = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    duration: DURATION,
    connections: CONNECTIONS,
    throughput: [shared, local],
    revalidation: {
      changes: latencies.length,
      medianMs: median(latencies),
      maxMs: Math.max(...latencies),
      staleOnFirstRequest: firstRequestStale,
    },
    slugs,
  };
  console.log(
    `\nPage cache benchmark — ${result.date} — ${result.cpus} CPU(s), ${DURATION}s × ${CONNECTIONS} connections\n`,
  );
  for (const t of result.throughput) {
    console.log(
      `${t.label.padEnd(42)} product ${t.productRps.toFixed(0).padStart(6)} req/s (p99 ${t.productP99} ms)  bare ${t.bareRps.toFixed(0).padStart(6)} req/s  ratio ${t.ratio.toFixed(2)}`,
    );
  }
  console.log(
    `cross-instance revalidation: median ${result.revalidation.medianMs.toFixed(1)} ms, max ${result.revalidation.maxMs.toFixed(1)} ms over ${latencies.length} changes; stale on B's first request ${firstRequestStale}×`,
  );
  console.log(
    `random slugs: ${SLUGS} → ${JSON.stringify(statuses)}; cache rows ${slugs.rowsBefore} → ${slugs.rowsAfter}; disk +${slugs.diskGrowthBytes} bytes`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/cache.json', JSON.stringify(result, null, 2));
}

limitRunTime(TIMEOUT_S, log, cleanUp);
try {
  await main();
} finally {
  await cleanUp();
}
process.exit(0);
