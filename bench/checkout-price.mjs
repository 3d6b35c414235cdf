#!/usr/bin/env node
/**
 * Checkout pricing with many offers running (issue 33: `POST /api/checkout/price` p95 ≤ 50 ms server time
 * with 200 running promotions): the same priceCheckout() the route calls, in this process, on a scratch
 * PostgreSQL database with the demo catalogue (bench/scratch-db.mjs). A signed-in shopper prices carts
 * of 3–6 lines, one call at a time, BENCH_CALLS (600) timed calls after BENCH_WARMUP (50) per case:
 * first with no promotions at all (the baseline), then with BENCH_PROMOTIONS (200) running
 * (bench/offers-seed.mjs), each without a code and with a code that applies. Prints a table, writes
 * bench/results/checkout-price.json, exits 1 when a p95 with promotions is over the budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { scratchStore } from './scratch-db.mjs';
import { seedPromotions } from './offers-seed.mjs';
import { median, percentile } from './stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = process.env;
const CALLS = Number(env.BENCH_CALLS ?? 600);
const WARMUP = Number(env.BENCH_WARMUP ?? 50);
const PROMOTIONS = Number(env.BENCH_PROMOTIONS ?? 200);
const BUDGET_MS = 50;
const CODE = 'BENCH10';
const log = (...a) => console.error('[bench:price]', ...a);

/** Carts of 3–6 lines across the catalogue: some name a pack, some take the default, quantities 1–3. */
async function carts(db, { productVariants }) {
  const packs = await db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map();
  for (const p of packs) byProduct.set(p.productId, [...(byProduct.get(p.productId) ?? []), p]);
  const ids = [...byProduct.keys()].sort((a, b) => a - b);
  return Array.from({ length: 8 }, (_, c) =>
    Array.from({ length: 3 + (c % 4) }, (_, k) => {
      const productId = ids[(c * 5 + k * 7) % ids.length];
      const own = byProduct.get(productId);
      return {
        productId,
        variantId: k % 2 ? own[own.length - 1].variantId : null,
        quantity: 1 + ((c + k) % 3),
      };
    }),
  );
}

/** Sequential calls, so each time is one call's server time; the first WARMUP are not kept. */
async function measure(m, db, userId, baskets, code) {
  const times = [];
  let last = null;
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const input = { items: baskets[i % baskets.length], paymentMethod: null, promotionCode: code };
    const t = performance.now();
    last = await m.priceCheckout(userId, input, { db });
    if (i >= WARMUP) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const round = (x) => +x.toFixed(2);
  return {
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    offers: last.promotions.length,
    codeApplied: last.code?.applied ?? null,
  };
}

const store = await scratchStore({
  name: 'price',
  exports: `export { priceCheckout } from './lib/offers/checkout-price';`,
});
let failed = true;
try {
  const { m, db, dbName } = store;
  const { users, promotions } = m.schema;
  await db.delete(promotions);
  const [shopper] = await db
    .insert(users)
    .values({ email: `price-${dbName}@example.com`, name: 'Bench Shopper', phone: '9876543210', passwordHash: 'x' })
    .returning();
  const baskets = await carts(db, m.schema);
  const loadBefore = os.loadavg()[0];
  log(`baseline: 0 promotions, ${CALLS} calls after ${WARMUP} warm-up…`);
  const cases = {};
  cases['0 promotions, no code'] = await measure(m, db, shopper.id, baskets, null);
  cases['0 promotions, code'] = await measure(m, db, shopper.id, baskets, CODE);
  const automatic = await seedPromotions(m, db, { count: PROMOTIONS, code: CODE });
  log(`${PROMOTIONS} promotions running (${automatic} automatic)…`);
  cases[`${PROMOTIONS} promotions, no code`] = await measure(m, db, shopper.id, baskets, null);
  cases[`${PROMOTIONS} promotions, code`] = await measure(m, db, shopper.id, baskets, CODE);
  const [noCode, withCode] = [cases['0 promotions, no code'], cases['0 promotions, code']];
  for (const [label, c] of Object.entries(cases)) {
    c.p95VsBaseline = +(c.p95Ms / (label.endsWith('no code') ? noCode : withCode).p95Ms).toFixed(2);
  }
  const report = {
    at: new Date().toISOString(),
    calls: CALLS,
    warmup: WARMUP,
    promotions: PROMOTIONS,
    automatic,
    cartLines: baskets.map((b) => b.length),
    machine: { cpus: os.cpus().length, loadBefore: +loadBefore.toFixed(2), loadAfter: +os.loadavg()[0].toFixed(2) },
    cases,
  };
  console.log(`\npriceCheckout on PostgreSQL, ${CALLS} calls per case (budget p95 ≤ ${BUDGET_MS} ms)`);
  console.table(cases);
  console.log(`load average ${report.machine.loadBefore} → ${report.machine.loadAfter} on ${report.machine.cpus} CPUs`);
  fs.writeFileSync(path.join(root, 'bench', 'results', 'checkout-price.json'), JSON.stringify(report, null, 2));
  failed = Object.entries(cases).some(([label, c]) => !label.startsWith('0 ') && c.p95Ms > BUDGET_MS);
} finally {
  await store.drop();
}
process.exit(failed ? 1 : 0);
