#!/usr/bin/env node
/**
 * Two production servers on one PostgreSQL database, as behind a load balancer (run by .ci/run).
 *
 * Builds once into INSTANCES_DIST_DIR (default .next-instances; reused when present unless
 * BENCH_REBUILD=1), completes the standalone server (scripts/standalone.mjs) and starts it twice at
 * once (ports INSTANCE_A_PORT / INSTANCE_B_PORT, free ones when unset) on a fresh database. Shows:
 *  - both start together on the empty database (one migrates and seeds, the other waits for it) and
 *    answer /api/health and /api/ready;
 *  - the last unit bought through A → B's product page and listing say Unavailable on the next request;
 *  - the unpaid order expires (sweep on either instance) → in stock again on both;
 *  - the admin raises the free-delivery threshold through A → B charges delivery on the next order and its
 *    cached product page states the new threshold;
 *  - a few hundred made-up slugs answer 404 and the cache (disk and shared table) does not grow;
 *  - no request to either instance answered 5xx meanwhile;
 *  - WEB_CONCURRENCY=2 through the image's launcher on another fresh database (tests/instances/cluster.mjs,
 *    port INSTANCE_C_PORT): both processes serve, an order is placed, a killed one is replaced, SIGTERM
 *    stops all, and a group that cannot start exits non-zero.
 * Databases are named INSTANCES_DB_PREFIX (store_instances)_…, dropped afterwards.
 * Writes a jest-shaped report (test-results/instances.json) for scripts/test-summary.mjs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import postgres from 'postgres';
import { ensureBuild } from '../../bench/next-server.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { assembleStandalone } from '../../scripts/standalone.mjs';
import { clusterChecks } from './cluster.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.chdir(root);
const env = process.env;
const ADMIN_URL = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DIST = env.INSTANCES_DIST_DIR ?? '.next-instances';
const PORTS = [Number(env.INSTANCE_A_PORT || (await freePort())), Number(env.INSTANCE_B_PORT || (await freePort()))];
const [A, B] = PORTS.map((p) => `http://127.0.0.1:${p}`);
const CLUSTER_PORT = Number(env.INSTANCE_C_PORT || (await freePort()));
const REPORT = env.INSTANCES_REPORT ?? 'test-results/instances.json';
const RANDOM_SLUGS = Number(env.INSTANCES_RANDOM_SLUGS ?? 300);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.error('[instances]', ...a);

const dbName = `${env.INSTANCES_DB_PREFIX ?? 'store_instances'}_${process.pid}_${randomBytes(3).toString('hex')}`;
const clusterDbName = `${dbName}_cluster`;
const urlOf = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
const dbUrl = urlOf(dbName);
const servers = [];
let sql = null;
const results = [];
const serverErrors = [];

async function get(base, pathname, init) {
  const response = await fetch(base + pathname, { redirect: 'manual', ...init });
  if (response.status >= 500) serverErrors.push(`${response.status} ${base}${pathname}`);
  return response;
}

async function page(base, pathname) {
  const response = await get(base, pathname);
  // Age is sent only by the page front (lib/cache/page-front.ts): Next's own answers carry none.
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    front: response.headers.has('age'),
    html: await response.text(),
  };
}

async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ title: name, status: 'passed', duration: Date.now() - started });
    log(`ok   ${name}`);
  } catch (error) {
    results.push({
      title: name,
      status: 'failed',
      duration: Date.now() - started,
      failureMessages: [String(error?.stack ?? error)],
    });
    log(`FAIL ${name}\n${error?.stack ?? error}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** `node server.js` in the standalone folder, or another command there (`argv`). */
function startInstance(folder, port, extraEnv, argv = ['server.js']) {
  const child = spawn(process.execPath, argv, {
    cwd: folder,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      AUTH_SECRET: 'instances-test-secret-0123456789abcdef',
      SITE_URL: `http://127.0.0.1:${port}`,
      EXPIRY_SWEEP_INTERVAL_MS: '1000',
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
  });
  servers.push(child);
  return child;
}

async function waitReady(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${base} exited during start-up`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`${base} was not ready within 120 s`);
}

function dirBytes(dir) {
  if (!fs.existsSync(dir)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function cleanUp() {
  for (const child of servers) stop(child);
  await sleep(1500);
  if (sql) await sql.end({ timeout: 5 }).catch(() => {});
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  for (const name of [dbName, clusterDbName]) {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  }
  await admin.end();
}

function writeReport() {
  const passed = results.filter((r) => r.status === 'passed').length;
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    JSON.stringify({
      numPassedTests: passed,
      numFailedTests: results.length - passed,
      testResults: [
        {
          name: 'tests/instances/two-instances.mjs',
          status: passed === results.length ? 'passed' : 'failed',
          assertionResults: results,
        },
      ],
    }),
  );
  return passed === results.length;
}

const soldOut = (html) => html.includes('Unavailable');
const onSale = (html) => html.includes('Buy Now') && !html.includes('>Unavailable<');

async function main() {
  ensureBuild(DIST, log);
  const folder = assembleStandalone(DIST);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  sql = postgres(dbUrl, { max: 2, onnotice: () => {} });

  // Both at once on the empty database, as a deployment rolls them out: one migrates and seeds while the
  // other waits for its lock, and both create the job queues (that raced once: lib/jobs/queue.ts).
  const a = startInstance(folder, PORTS[0], { DATABASE_URL: dbUrl });
  const b = startInstance(folder, PORTS[1], { DATABASE_URL: dbUrl });
  await Promise.all([waitReady(A, a), waitReady(B, b)]);

  await check('both instances answer /api/health and /api/ready', async () => {
    for (const base of [A, B]) {
      const health = await get(base, '/api/health');
      assert(health.status === 200, `${base} health ${health.status}`);
      const ready = await get(base, '/api/ready');
      const body = await ready.json();
      assert(
        ready.status === 200 && body.data.database === 'postgres',
        `${base} ready ${ready.status} ${JSON.stringify(body)}`,
      );
    }
  });

  // A product of one pack, so selling its last unit sells the product out.
  const [product] = await sql`SELECT p.id, p.slug, p.title FROM products p
    WHERE p.is_active AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1 ORDER BY p.id LIMIT 1`;
  await sql`UPDATE product_variants SET stock_quantity = 1 WHERE product_id = ${product.id}`;
  const productPath = `/products/${product.slug}`;

  // Keep both instances busy with page reads throughout, to catch any 5xx while caches change.
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await Promise.all([
        get(A, productPath).then((r) => r.arrayBuffer()),
        get(B, '/products').then((r) => r.arrayBuffer()),
      ]).catch(() => {});
      await sleep(100);
    }
  })();

  await check('the product page is cached on both instances, answered by the page front, and on sale', async () => {
    for (const base of [A, B]) {
      await page(base, productPath);
      const second = await page(base, productPath);
      assert(second.status === 200 && second.cache === 'HIT', `${base} second view: ${second.status} ${second.cache}`);
      assert(onSale(second.html), `${base} does not offer Buy Now`);
      // The page front copies Next's cached answer once it has been sent.
      let third = null;
      for (let i = 0; i < 20 && !third?.front; i++) {
        await sleep(50);
        third = await page(base, productPath);
      }
      assert(third.front && third.html === second.html, `${base} third view was not answered by the page front`);
    }
  });

  const ogPath = `/og/product/${product.slug}`;
  await check('the OG image is rendered once per product and then served from the cache', async () => {
    const first = await get(A, ogPath);
    await first.arrayBuffer();
    const second = await get(A, ogPath);
    await second.arrayBuffer();
    assert(
      second.status === 200 && second.headers.get('x-nextjs-cache') === 'HIT',
      `second OG view: ${second.status} ${second.headers.get('x-nextjs-cache')}`,
    );
  });

  const passwordHash = await hash('Shopper@12345');
  const email = `instances-${randomBytes(3).toString('hex')}@example.com`;
  const [user] =
    await sql`INSERT INTO users (email, name, phone, password_hash) VALUES (${email}, 'Two Instances', '9876543210', ${passwordHash}) RETURNING id`;
  const [address] =
    await sql`INSERT INTO addresses (user_id, name, phone_number, street_address, city, state, postal_code)
    VALUES (${user.id}, 'Two Instances', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001') RETURNING id`;
  const login = await get(A, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Shopper@12345', role: 'CUSTOMER' }),
  });
  const token = (await login.json()).data;
  let orderNumber = null;

  await check('the last unit bought through A: B shows it unavailable on its next request', async () => {
    const placed = await get(A, '/api/orders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': `inst-${Date.now()}`,
      },
      body: JSON.stringify({
        addressId: address.id,
        paymentInfo: { method: 'UPI' },
        items: [{ productId: product.id, quantity: 1 }],
      }),
    });
    const body = await placed.json();
    assert(placed.status === 201, `placement answered ${placed.status} ${JSON.stringify(body)}`);
    orderNumber = body.data.orderNumber;
    const onB = await page(B, productPath);
    assert(
      onB.status === 200 && soldOut(onB.html),
      `B's product page still offers it (cache ${onB.cache}, page front ${onB.front})`,
    );
    const listing = await page(B, '/products');
    assert(listing.html.includes(`Unavailable: ${product.title}`), "B's listing still offers it");
    const onA = await page(A, productPath);
    assert(soldOut(onA.html), "A's product page still offers it");
  });

  await check("the product's change re-renders its OG image from the new data", async () => {
    // Next serves a cached route handler stale-while-revalidate: the first request after the change
    // triggers the re-render; the stored image must then be newer than the change.
    const changedAt = Date.now();
    const stamp = async () =>
      Number(
        (
          await sql`SELECT max(last_modified) AS t FROM next_cache_entries WHERE key LIKE ${`%/og/product/${product.slug}`}`
        )[0].t ?? 0,
      );
    assert((await stamp()) < changedAt, 'the OG entry is already newer than the change');
    const after = await get(A, ogPath);
    await after.arrayBuffer();
    assert(after.status === 200, `OG after the change: ${after.status}`);
    let rerendered = false;
    for (let i = 0; i < 30 && !rerendered; i++) {
      rerendered = (await stamp()) >= changedAt - 1000;
      if (!rerendered) await sleep(100);
    }
    assert(rerendered, 'the OG image was not re-rendered after the product changed');
  });

  await check('the unpaid order expires: in stock again on both instances', async () => {
    await sql`UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_number = ${orderNumber}`;
    let back = false;
    for (let i = 0; i < 40 && !back; i++) {
      await sleep(250);
      const [row] = await sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`;
      back = row.status === 'CANCELLED';
    }
    assert(back, 'the sweep did not cancel the order within 10 s');
    // The sweep revalidates right after its commit; whichever instance ran it, wait until one page
    // shows the stock, then the other instance must show it on its next request.
    let first = null;
    for (let i = 0; i < 40 && !first; i++) {
      for (const base of [A, B]) if (!first && onSale((await page(base, productPath)).html)) first = base;
      if (!first) await sleep(100);
    }
    assert(first, 'neither instance shows the stock back within 4 s of the cancellation');
    for (const base of [A, B]) {
      const view = await page(base, productPath);
      assert(onSale(view.html), `${base} still shows it unavailable after ${first} showed it back`);
      const listing = await page(base, '/products');
      assert(!listing.html.includes(`Unavailable: ${product.title}`), `${base} listing still shows it unavailable`);
    }
  });

  await check(
    "a new free-delivery threshold saved through A prices the next order on B and shows on B's cached pages",
    async () => {
      const [item] =
        await sql`SELECT p.id, p.slug, v.price_paise FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE p.is_active AND p.id <> ${product.id} AND v.price_paise < 500000
        AND (SELECT count(*) FROM product_variants o WHERE o.product_id = p.id) = 1 ORDER BY p.id LIMIT 1`;
      await sql`UPDATE product_variants SET stock_quantity = 100 WHERE product_id = ${item.id}`;
      const itemPath = `/products/${item.slug}`;
      // Cached on B first, with the spec's ₹5,000 in its benefits text.
      await page(B, itemPath);
      assert(
        (await page(B, itemPath)).html.includes('Free shipping on orders over ₹5,000'),
        "B's product page does not state the default threshold",
      );
      const adminHash = await hash('Admin@12345');
      const adminEmail = `instances-admin-${randomBytes(3).toString('hex')}@example.com`;
      await sql`INSERT INTO users (email, name, phone, password_hash, role) VALUES (${adminEmail}, 'Instances Admin', '9876543211', ${adminHash}, 'ADMIN')`;
      const signIn = await get(A, '/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: adminEmail, password: 'Admin@12345', role: 'ADMIN' }),
      });
      const adminToken = (await signIn.json()).data;
      // A threshold above this product's price: under it, delivery is charged.
      const threshold = Math.ceil(item.price_paise / 100) + 1;
      const saved = await get(A, '/api/v1/admin/settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ freeDeliveryThreshold: threshold, shippingFee: 61 }),
      });
      assert(saved.status === 200, `saving the settings on A answered ${saved.status}`);
      const shown = `Free shipping on orders over ₹${threshold.toLocaleString('en-IN')}`;
      assert((await page(B, itemPath)).html.includes(shown), `B's product page does not say "${shown}"`);
      const placed = await get(B, '/api/orders', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `inst-settings-${Date.now()}`,
        },
        body: JSON.stringify({
          addressId: address.id,
          paymentInfo: { method: 'COD' },
          items: [{ productId: item.id, quantity: 1 }],
        }),
      });
      const order = (await placed.json()).data;
      assert(
        placed.status === 201 && order.shippingCharge === 61,
        `B charged ${order?.shippingCharge} for delivery, not the ₹61 saved on A`,
      );
    },
  );

  await check(
    `${RANDOM_SLUGS} made-up slugs answer 404 and leave nothing in the cache (disk or shared table)`,
    async () => {
      const count = async () => Number((await sql`SELECT count(*)::int AS n FROM next_cache_entries`)[0].n);
      const rowsBefore = await count();
      const diskBefore = dirBytes(path.join(folder, DIST));
      const prefixes = ['/', '/products/', '/blog/', '/team/', '/og/product/', '/og/blog/'];
      for (let i = 0; i < RANDOM_SLUGS; i++) {
        const slug = `${randomBytes(6).toString('hex')}${i % 3 === 0 ? `/${randomBytes(3).toString('hex')}` : ''}`;
        const response = await get(i % 2 ? A : B, prefixes[i % prefixes.length] + slug);
        await response.arrayBuffer();
        assert(response.status === 404, `${prefixes[i % prefixes.length]}${slug} answered ${response.status}`);
      }
      const rowsAfter = await count();
      const diskAfter = dirBytes(path.join(folder, DIST));
      log(`cache rows ${rowsBefore} → ${rowsAfter}; build folder ${diskBefore} → ${diskAfter} bytes`);
      assert(rowsAfter === rowsBefore, `shared cache grew from ${rowsBefore} to ${rowsAfter} entries`);
      assert(diskAfter === diskBefore, `the disk grew by ${diskAfter - diskBefore} bytes`);
    },
  );

  polling = false;
  await poller;
  await check('no request to either instance answered 5xx', async () => {
    assert(serverErrors.length === 0, serverErrors.slice(0, 10).join('\n'));
  });

  await check('SIGTERM: a request in flight still gets its answer, then the instance exits', async () => {
    const [other] =
      await sql`SELECT slug FROM products WHERE is_active AND id <> ${product.id} ORDER BY id DESC LIMIT 1`;
    // An uncached page: it renders while the signal arrives.
    const inFlight = fetch(`${B}/products/${other.slug}`).then(async (r) => ({
      status: r.status,
      html: await r.text(),
    }));
    await sleep(30);
    const stopped = new Promise((resolve) => b.once('exit', resolve));
    process.kill(b.pid, 'SIGTERM');
    const answer = await inFlight;
    assert(answer.status === 200 && answer.html.includes('Buy Now'), `in-flight request answered ${answer.status}`);
    const exited = await Promise.race([stopped.then(() => true), sleep(15_000).then(() => false)]);
    assert(exited, 'B did not exit within 15 s of SIGTERM');
  });

  for (const child of servers.splice(0)) stop(child);
  await sleep(1500);

  const creator = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await creator.unsafe(`CREATE DATABASE "${clusterDbName}"`);
  await creator.end();
  await clusterChecks({
    check,
    assert,
    port: CLUSTER_PORT,
    dbUrl: urlOf(clusterDbName),
    launch: (extraEnv) => startInstance(folder, CLUSTER_PORT, extraEnv, ['scripts/cluster.mjs', 'server.js']),
  });
  for (const child of servers.splice(0)) stop(child);

  // The demo (PGlite) keeps Next's file-system cache beside its database (lib/db/pglite-dir.mjs):
  // a 404 must not be written to disk there either, and nothing is written into the build.
  const demoDirs = [
    fs.mkdtempSync(path.join(os.tmpdir(), 'instances-pglite-')),
    fs.mkdtempSync(path.join(os.tmpdir(), 'instances-pglite-')),
  ];
  try {
    await check(
      'demo mode (PGlite, file-system cache): pages are kept beside the database; made-up slugs write nothing to disk',
      async () => {
        const demo = startInstance(folder, PORTS[0], { DATABASE_URL: '', PGLITE_DIR: demoDirs[0] });
        await waitReady(A, demo);
        await page(A, '/products');
        await page(A, '/products');
        const pages = `${demoDirs[0]}-pages`;
        const build = dirBytes(path.join(folder, DIST));
        const kept = dirBytes(pages);
        assert(kept > 0, `no page was kept in ${pages}`);
        for (let i = 0; i < 100; i++) {
          const r = await get(A, `${['/', '/products/', '/blog/', '/team/'][i % 4]}${randomBytes(6).toString('hex')}`);
          await r.arrayBuffer();
          assert(r.status === 404, `answered ${r.status}`);
        }
        log(
          `demo build folder ${build} → ${dirBytes(path.join(folder, DIST))} bytes, page cache ${kept} → ${dirBytes(pages)} bytes`,
        );
        assert(dirBytes(path.join(folder, DIST)) === build, 'the build folder grew');
        assert(dirBytes(pages) === kept, `the page cache grew by ${dirBytes(pages) - kept} bytes`);
      },
    );
    for (const child of servers.splice(0)) stop(child);
    await sleep(1500);
    await check(
      "demo mode: the same build on another database renders its pages from that database, not the first one's",
      async () => {
        const demo = startInstance(folder, PORTS[0], { DATABASE_URL: '', PGLITE_DIR: demoDirs[1] });
        await waitReady(A, demo);
        const first = await get(A, '/products');
        await first.arrayBuffer();
        assert(
          first.headers.get('x-nextjs-cache') === 'MISS',
          `first answer was ${first.headers.get('x-nextjs-cache')}, from another database's cache`,
        );
      },
    );
  } finally {
    for (const child of servers.splice(0)) stop(child);
    await sleep(1000);
    for (const dir of demoDirs) for (const d of [dir, `${dir}-pages`]) fs.rmSync(d, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  log('time limit (15 min) reached');
  results.push({ title: 'finished within 15 minutes', status: 'failed', failureMessages: ['timeout'] });
  writeReport();
  void cleanUp().finally(() => process.exit(1));
}, 15 * 60_000);
deadline.unref();

let ok = false;
try {
  await main();
} catch (error) {
  results.push({ title: 'set-up', status: 'failed', failureMessages: [String(error?.stack ?? error)] });
  log(error);
} finally {
  ok = writeReport();
  await cleanUp();
}
log(
  `${results.filter((r) => r.status === 'passed').length} passed, ${results.filter((r) => r.status !== 'passed').length} failed`,
);
process.exit(ok ? 0 : 1);
