#!/usr/bin/env node
/**
 * Order placement under load, on PostgreSQL, through the real HTTP API of the production build.
 *
 *  1. creates a fresh database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *     starts `next start` on it (the server migrates and seeds the catalogue), builds into
 *     BENCH_DIST_DIR (default .next-bench) first if there is no build there (BENCH_REBUILD=1 forces one).
 *     BENCH_WEB_CONCURRENCY server processes share the port (scripts/cluster.mjs), default 2: one per core
 *     of the 2-core machine this is measured on, as a deployment sets WEB_CONCURRENCY (docs/deploy.md);
 *     1 measures a single process. The server's CPU is the whole process group: launcher and workers;
 *  2. makes BENCH_CONNECTIONS shoppers, one per concurrent buyer (rows written directly, then a real
 *     POST /auth/login each, from distinct client addresses via TRUST_PROXY so the login throttle does
 *     not pool them), each with a saved address. The per-account placement throttle and hold limit are
 *     set out of reach by their environment variables (ORDER_PLACEMENTS_PER_WINDOW,
 *     ORDER_MAX_HELD_PER_PRODUCT) — a real sale has thousands of buyers each placing a few orders, not
 *     50 placing hundreds; their queries still run on every placement. The output says so;
 *  3. warm-up (BENCH_WARMUP_S, not counted), then placement alone: the buyers place COD orders of
 *     1-3 products with ample stock for BENCH_DURATION_S seconds → orders/s, p50/p99, 5xx, and the
 *     server's and the database's CPU per order;
 *  4. placement while shoppers browse: the same, plus BENCH_SHOPPERS shoppers requesting (without
 *     cookies) a product page of an ordered product and the listing in turn → orders/s and the page
 *     front's hit rate for those pages (its answers carry `age`; Next's do not);
 *  5. contention: BENCH_RUSH buyers at once for one pack with BENCH_RUSH_STOCK in stock → orders
 *     made, 409s, 5xx, final stock, oversell count (units sold beyond the stock, and any negative
 *     stock) — must be 0;
 *  6. prints a table, writes bench/results/orders.json, drops the database.
 *
 * Loopback only, bounded in time (BENCH_TIMEOUT_S, default 600 s). BENCH_PORT (3191).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { benchStore } from './pg-store.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 3191);
const DIST = env.BENCH_DIST_DIR ?? '.next-bench';
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(env.BENCH_WARMUP_S ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SHOPPERS = Number(env.BENCH_SHOPPERS ?? 10);
const RUSH = Number(env.BENCH_RUSH ?? 50);
const RUSH_STOCK = Number(env.BENCH_RUSH_STOCK ?? 5);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 600);
const PROCESSES = Number(env.BENCH_WEB_CONCURRENCY || 2);
const PASSWORD = 'Bench@12345';
/** Out of reach for the load phases; the contention phase needs none either (one order per buyer). */
const LIMITS = { ORDER_PLACEMENTS_PER_WINDOW: '1000000000', ORDER_MAX_HELD_PER_PRODUCT: '1000000000' };

const log = (...args) => console.error('[bench:orders]', ...args);
const store = benchStore({
  name: 'orders',
  port: PORT,
  distDir: DIST,
  adminUrl: ADMIN_URL,
  timeoutS: TIMEOUT_S,
  log,
  processes: PROCESSES,
  env: { TRUST_PROXY: '1', ...LIMITS },
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

/**
 * The buyers' HTTP client: node:http on keep-alive sockets, one per buyer, instead of fetch. It is still a separate
 * process making real HTTP requests to the server; undici's fetch cost this process about 3× the CPU per request,
 * and this process shares the two cores with the server and the database (its own CPU per order is reported).
 */
const buyerAgent = new http.Agent({ keepAlive: true, maxSockets: Math.max(CONNECTIONS, RUSH) });

function post(pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${BASE}${pathname}`,
      {
        method: 'POST',
        agent: buyerAgent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function placeOrder(buyer, items) {
  const started = performance.now();
  let status = 0;
  try {
    status = await post(
      '/api/orders',
      { Authorization: `Bearer ${buyer.token}` },
      JSON.stringify({ addressId: buyer.addressId, paymentInfo: { method: 'COD' }, items }),
    );
  } catch {
    status = 599; // connection failure counts as a server error
  }
  return { status, ms: performance.now() - started };
}

/** CPU seconds (user + system) of these processes so far, from /proc; 0 for one that is gone. */
function cpuSeconds(pids) {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      /* ended */
    }
  }
  return total;
}

/** Resident memory of each of these processes now, in MB (VmRSS from /proc). */
function rssMb(pids) {
  return pids.flatMap((pid) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? [Math.round(Number(kb) / 1024)] : [];
    } catch {
      return [];
    }
  });
}

/** Seconds of a process.cpuUsage() difference (microseconds, user + system). */
const cpuOf = (usage) => (usage.user + usage.system) / 1e6;

/** The server's processes (its process group: the launcher and its cluster workers) and this database's backends. */
async function processes() {
  const group = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2] === String(store.pid());
      } catch {
        return false;
      }
    });
  const backends =
    await sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
  return { server: group, database: backends.map((b) => b.pid) };
}

/** A shopper browsing without cookies: the product page and the listing in turn, counting page-front answers. */
async function browse(paths, end, seen) {
  for (let n = 0; Date.now() < end; n++) {
    const p = paths[n % paths.length];
    const started = performance.now();
    try {
      const response = await fetch(`${BASE}${p}`, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      const s = (seen[p] ??= { requests: 0, front: 0, errors: 0, ms: [] });
      s.requests += 1;
      if (response.headers.has('age')) s.front += 1;
      if (response.status >= 500) s.errors += 1;
      s.ms.push(performance.now() - started);
    } catch {
      (seen[p] ??= { requests: 0, front: 0, errors: 0, ms: [] }).errors += 1;
    }
  }
}

/** Buyers placing orders for `seconds` (and, with `browsePaths`, shoppers browsing beside them). */
async function throughput(buyers, productIds, seconds, browsePaths = []) {
  const results = [];
  const seen = {};
  const procs = await processes();
  const cpu0 = { server: cpuSeconds(procs.server), database: cpuSeconds(procs.database), self: process.cpuUsage() };
  const end = Date.now() + seconds * 1000;
  const worker = async (buyer) => {
    while (Date.now() < end) {
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
  await Promise.all([
    ...buyers.map((b) => worker(b)),
    ...(browsePaths.length ? Array.from({ length: SHOPPERS }, () => browse(browsePaths, end, seen)) : []),
  ]);
  const elapsed = (performance.now() - t0) / 1000;
  // Backends opened during the run count too.
  const after = await processes();
  const cpu = {
    server: cpuSeconds(after.server) - cpu0.server,
    database: cpuSeconds(after.database) - cpu0.database,
    loadGenerator: cpuOf(process.cpuUsage(cpu0.self)),
  };
  const ok = results.filter((r) => r.status === 201);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const perOrder = (s) => (ok.length ? Number(((s * 1000) / ok.length).toFixed(1)) : null);
  const pages = Object.fromEntries(
    Object.entries(seen).map(([p, s]) => {
      const ms = s.ms.sort((a, b) => a - b);
      return [
        p,
        {
          requests: s.requests,
          pageFrontHitRate: s.requests ? Number((s.front / s.requests).toFixed(3)) : null,
          p50Ms: Math.round(percentile(ms, 50)),
          p99Ms: Math.round(percentile(ms, 99)),
          errors: s.errors,
        },
      ];
    }),
  );
  return {
    requests: results.length,
    orders: ok.length,
    ordersPerSecond: Number((ok.length / elapsed).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    serverErrors: results.filter((r) => r.status >= 500).length,
    other: results.filter((r) => r.status !== 201 && r.status < 500).length,
    serverCpuMsPerOrder: perOrder(cpu.server),
    databaseCpuMsPerOrder: perOrder(cpu.database),
    loadGeneratorCpuMsPerOrder: perOrder(cpu.loadGenerator),
    ...(browsePaths.length ? { pages } : {}),
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
  const group = (await processes()).server.length;
  log(`server: ${PROCESSES} process(es) on the port (BENCH_WEB_CONCURRENCY), ${group} in its process group`);
  const products = await sql`SELECT p.id, p.slug FROM products p WHERE p.is_active ORDER BY p.id LIMIT 9`;
  const plentiful = products.slice(0, 8).map((p) => p.id);
  const hot = products[8].id;
  await sql`UPDATE product_variants SET stock_quantity = 1000000 WHERE product_id IN ${sql(plentiful)}`;
  const buyerCount = Math.max(CONNECTIONS, RUSH);
  log(
    `making ${buyerCount} buyers (limits out of reach: ${Object.entries(LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')})…`,
  );
  const buyers = await makeBuyers(buyerCount);
  const active = buyers.slice(0, CONNECTIONS);
  // A product being ordered (its stock band stays "In stock") and the listing that shows it.
  const browsePaths = [`/products/${products[0].slug}`, '/products'];
  for (const p of browsePaths) await (await fetch(`${BASE}${p}`)).arrayBuffer();
  log(`warm-up: ${CONNECTIONS} buyers for ${WARMUP_S}s (not counted)…`);
  await throughput(active, plentiful, WARMUP_S);
  log(`placement alone: ${CONNECTIONS} concurrent buyers for ${DURATION_S}s…`);
  const load = await throughput(active, plentiful, DURATION_S);
  log(`placement while ${SHOPPERS} shoppers browse ${browsePaths.join(' and ')} for ${DURATION_S}s…`);
  const browsing = await throughput(active, plentiful, DURATION_S, browsePaths);
  log(`contention: ${RUSH} buyers at once for ${RUSH_STOCK} in stock…`);
  const contention = await rush(buyers, hot);
  const [{ negative }] = await sql`SELECT count(*)::int AS negative FROM product_variants WHERE stock_quantity < 0`;
  // After the load: what each server process (launcher first) holds once its caches and pools are warm.
  const serverRssMb = rssMb((await processes()).server.sort((a, b) => a - b));
  const report = {
    at: new Date().toISOString(),
    database: 'postgresql',
    connections: CONNECTIONS,
    serverProcesses: PROCESSES,
    serverRssMb,
    buyers: buyerCount,
    limits: LIMITS,
    poolMax: env.DB_POOL_MAX ?? '10',
    durationS: DURATION_S,
    load,
    browsing,
    contention,
    negativeStockRows: negative,
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/orders.json', JSON.stringify(report, null, 2));
  console.log(
    `\nOrder placement on PostgreSQL: ${PROCESSES} server process(es) on one port (WEB_CONCURRENCY; default 2, one per core here), ${CONNECTIONS} buyers, one account each, per-account limits lifted (${Object.keys(LIMITS).join(', ')}); the buyers are this process, over HTTP (node:http, keep-alive)`,
  );
  const row = (r) => ({
    'orders/s': r.ordersPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    '5xx': r.serverErrors,
    orders: r.orders,
    'server CPU ms/order': r.serverCpuMsPerOrder,
    'db CPU ms/order': r.databaseCpuMsPerOrder,
    'bench CPU ms/order': r.loadGeneratorCpuMsPerOrder,
  });
  console.table({ 'placement alone': row(load), 'placement + browsing': row(browsing) });
  console.log(`server processes' resident memory after the load, MB: ${serverRssMb.join(', ')}`);
  console.table(
    Object.fromEntries(
      Object.entries(browsing.pages).map(([p, s]) => [
        p,
        {
          requests: s.requests,
          'page-front hits': `${(s.pageFrontHitRate * 100).toFixed(1)} %`,
          'p50 ms': s.p50Ms,
          'p99 ms': s.p99Ms,
          errors: s.errors,
        },
      ]),
    ),
  );
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
    browsing.serverErrors > 0 ||
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
