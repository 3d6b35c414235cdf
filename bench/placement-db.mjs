#!/usr/bin/env node
/**
 * Order placement without HTTP: the same placeOrder() the API calls, straight against PostgreSQL,
 * with BENCH_CONNECTIONS concurrent buyers for BENCH_DURATION_S seconds. Compared with
 * bench/orders.mjs (through `next start`) it shows how much of a placement's time is the database
 * transaction and how much is the web server around it. BENCH_PROMOTION_CODE=<code> applies that code
 * (10 % off everything, no limits) to every order; BENCH_PROMOTIONS=<n> runs n promotions beside it
 * (bench/offers-seed.mjs); BENCH_SOURCE=<checkout> times another checkout's placement (bench/scratch-db.mjs).
 * Writes bench/results/placement-db.json.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { countDistinct } from 'drizzle-orm';
import { scratchStore } from './scratch-db.mjs';
import { seedPromotions } from './offers-seed.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = process.env;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(env.BENCH_DURATION_S ?? 10);
const CODE = env.BENCH_PROMOTION_CODE?.trim().toUpperCase() || null;
const PROMOTIONS = Math.max(Number(env.BENCH_PROMOTIONS ?? 0), CODE ? 1 : 0);

// Every statement the store sends is counted (postgres.js's debug hook, put on the client the store creates):
// a placement's statements are its round trips, less those sent together.
const require = createRequire(import.meta.url);
const postgresEntry = require.resolve('postgres');
const realPostgres = require('postgres');
let statements = 0;
require.cache[postgresEntry].exports = Object.assign(
  (url, options = {}) =>
    realPostgres(url, {
      ...options,
      debug: () => {
        statements += 1;
      },
    }),
  realPostgres,
);

// And every write to the database's sockets: statements sent together go out in one write, so this is
// the round trips (this process talks to nothing else).
let writes = 0;
const socketWrite = net.Socket.prototype.write;
net.Socket.prototype.write = function countedWrite(...args) {
  writes += 1;
  return socketWrite.apply(this, args);
};

const store = await scratchStore({
  name: 'place',
  exports: `export { placeOrder } from './lib/commerce/place-order';`,
  env: {
    DB_POOL_MAX: env.DB_POOL_MAX ?? String(Math.min(CONNECTIONS, 20)),
    // A buyer here places hundreds of orders a minute: the per-account throttle and hold limit still
    // run (their queries are part of a placement), set so they never refuse.
    ORDER_PLACEMENTS_PER_WINDOW: '1000000000',
    ORDER_MAX_HELD_PER_PRODUCT: '1000000000',
  },
});
try {
  const { m, db, dbName } = store;
  const { users, addresses, productVariants, products, promotions, orderPromotions } = m.schema;
  await db.update(productVariants).set({ stockQuantity: 1_000_000 });
  // Only the bench's offers run: the demo's would make "before" and "after" differ by more than the code.
  await db.delete(promotions);
  if (PROMOTIONS) await seedPromotions(m, db, { count: PROMOTIONS, code: CODE ?? 'BENCH10' });
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
  const place = (b, n) =>
    m.placeOrder(
      db,
      { id: b.id },
      {
        addressId: b.addressId,
        paymentInfo: { method: 'COD' },
        items: [0, 1, 2]
          .slice(0, 1 + (n % 3))
          .map((k) => ({ productId: ids[(n * 7 + k * 13) % ids.length], variantId: null, quantity: 1 })),
        promotionCode: CODE,
      },
    );
  // One buyer, one order at a time: the statements of a placement of 1, 2 and 3 lines (mean).
  const SAMPLE = 12;
  const counted = { statements, writes };
  for (let n = 0; n < SAMPLE; n += 1) await place(buyers[0], n);
  const statementsPerOrder = +((statements - counted.statements) / SAMPLE).toFixed(1);
  const roundTripsPerOrder = +((writes - counted.writes) / SAMPLE).toFixed(1);
  const latencies = [];
  let errors = 0;
  const end = Date.now() + DURATION_S * 1000;
  // This process's CPU while placing (the store's code and the driver; the database is another process).
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    buyers.map(async (b, w) => {
      let n = w;
      while (Date.now() < end) {
        const t = performance.now();
        try {
          await place(b, n);
          latencies.push(performance.now() - t);
        } catch (e) {
          errors += 1;
          if (errors < 3) console.error(e.message);
        }
        n += CONNECTIONS;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((x, y) => x - y);
  const at = (p) => +percentile(latencies, p).toFixed(1);
  const [{ n: withOffer }] = await db.select({ n: countDistinct(orderPromotions.orderId) }).from(orderPromotions);
  const result = {
    source: env.BENCH_SOURCE ?? '.',
    promotionCode: CODE,
    promotions: PROMOTIONS,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    orders: latencies.length,
    ordersPerSecond: +(latencies.length / DURATION_S).toFixed(1),
    p50Ms: at(50),
    p99Ms: at(99),
    errors,
    /** this process's CPU (user + system) per order placed: what a server spends on placement beside HTTP */
    cpuMsPerOrder: +((cpu.user + cpu.system) / 1000 / Math.max(latencies.length, 1)).toFixed(2),
    /** statements sent per placement (1-3 lines, one seller or more), counted on one buyer placing alone */
    statementsPerOrder,
    /** writes to the database per placement, on the same sample: its round trips */
    roundTripsPerOrder,
    /** orders that recorded an offer: 0 while placement does not apply offers */
    ordersWithOffer: Number(withOffer),
  };
  console.log(result);
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'results', 'placement-db.json'), JSON.stringify(result, null, 2));
} finally {
  await store.drop();
}
