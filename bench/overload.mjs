#!/usr/bin/env node
/**
 * `node bench/overload.mjs`: what the store answers when it cannot take more, and how soon it recovers.
 * Builds into BENCH_DIST_DIR (default .next-overload, reused when present) and starts `next start` on a
 * fresh PostgreSQL database whose role (both named overload_*, dropped afterwards) the bench controls:
 *  1. flood: OVERLOAD_CONCURRENCY clients (default 400) ask for pages Next must render (unknown product
 *     slugs) and a catalogue API for OVERLOAD_SECONDS: past MAX_IN_FLIGHT (the server's, default 128) → 503s;
 *  2. the database refuses: the role's CONNECTION LIMIT is set to 0 and its sessions ended (a restart,
 *     "too many connections"); the same traffic for OVERLOAD_SECONDS → every answer a 503, no 500;
 *  3. recovery: the limit is lifted; the time until the API and a fresh page answer again, with no restart.
 * Prints the status counts of each phase; a 500 anywhere fails the run. Loopback only; port OVERLOAD_PORT (3320).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { ensureBuild, limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DIST = env.BENCH_DIST_DIR ?? '.next-overload';
const PORT = Number(env.OVERLOAD_PORT ?? 3320);
const CONCURRENCY = Number(env.OVERLOAD_CONCURRENCY ?? 400);
const SECONDS = Number(env.OVERLOAD_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const log = (...a) => console.error('[overload]', ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const name = `overload_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const password = randomBytes(12).toString('hex');
const urlAs = (user, pass) =>
  Object.assign(new URL(ADMIN_URL), { pathname: `/${name}`, username: user, password: pass }).toString();
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
let server = null;

async function cleanUp() {
  stopNextServer(server);
  await sleep(1500);
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  await admin.unsafe(`DROP ROLE IF EXISTS "${name}"`).catch(() => {});
  await admin.end({ timeout: 5 });
}
limitRunTime(Number(env.BENCH_TIMEOUT_S ?? 900), log, cleanUp);

let slug = 0;
/** Pages Next renders every time (an unknown product: a database read, then 404) and a catalogue API call. */
const target = (i) => (i % 2 ? `/api/categories/roots` : `/product-detail/overload-${slug++}`);

async function flood(seconds) {
  const counts = {};
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  const client = async () => {
    while (Date.now() < until) {
      const path = target(sent++);
      let key;
      try {
        const res = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        key = res.status === 503 && !res.headers.get('retry-after') ? '503 without Retry-After' : String(res.status);
      } catch (error) {
        key = error.name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      key = `${path.startsWith('/api/') ? 'api' : 'page'} ${key}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return counts;
}

async function untilOk(path) {
  const started = Date.now();
  for (;;) {
    const res = await fetch(base + path).catch(() => null);
    if (res && res.status < 500) return { ms: Date.now() - started, status: res.status };
    await sleep(50);
  }
}

try {
  ensureBuild(DIST, log);
  await admin.unsafe(`CREATE ROLE "${name}" LOGIN PASSWORD '${password}'`);
  await admin.unsafe(`CREATE DATABASE "${name}" OWNER "${name}"`);
  log(`starting the store on ${base} as role ${name}…`);
  server = await startNextServer({
    port: PORT,
    distDir: DIST,
    env: {
      DATABASE_URL: urlAs(name, password),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: base,
      PAYMENTS_MODE: 'sandbox',
      SEED_DEMO: '0',
    },
  });
  const results = {};
  log(`1. ${CONCURRENCY} clients for ${SECONDS}s, database up (MAX_IN_FLIGHT ${env.MAX_IN_FLIGHT ?? 'default'})`);
  results.flood = await flood(SECONDS);
  log(`2. the database refuses the store's role (CONNECTION LIMIT 0, sessions ended), ${SECONDS}s`);
  await admin.unsafe(`ALTER ROLE "${name}" CONNECTION LIMIT 0`);
  await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ${name}`;
  // One page alone first: its render meets the refusal and must come back as the busy page, not Next's 500.
  await sleep(500);
  const alone = await fetch(`${base}/hi/product-detail/overload-alone`);
  results.pageWhileRefused = {
    status: alone.status,
    retryAfter: alone.headers.get('retry-after'),
    busyPage: (await alone.text()).includes('<html lang="hi">'),
  };
  results.refused = await flood(SECONDS);
  log('3. the limit lifted: time until the store answers again');
  await admin.unsafe(`ALTER ROLE "${name}" CONNECTION LIMIT -1`);
  results.recovery = { api: await untilOk('/api/categories/roots'), page: await untilOk('/product-detail/after') };
  console.log(JSON.stringify(results, null, 2));
  const fiveHundreds = [results.flood, results.refused].reduce(
    (n, c) => n + (c['api 500'] ?? 0) + (c['page 500'] ?? 0),
    0,
  );
  log(fiveHundreds ? `FAIL: ${fiveHundreds} answers were 500` : 'no 500 in any phase');
  await cleanUp();
  process.exit(fiveHundreds ? 1 : 0);
} catch (error) {
  log(error);
  await cleanUp();
  process.exit(1);
}
