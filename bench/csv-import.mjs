#!/usr/bin/env node
/**
 * Catalogue CSV import at scale (issue 31: 10,000 pack rows on PostgreSQL in at most 30 s): the same
 * importCatalogCsv() the API calls, straight against a scratch PostgreSQL database (created on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards). Times a dry
 * run and the import of BENCH_CSV_ROWS new pack rows (products in 1-3 packs), then an export, a dry run
 * and an import of the same rows with every price changed, and an unchanged re-import.
 * Writes bench/results/csv-import.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scratchStore } from './scratch-db.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 10_000);
const BUDGET_S = 30;
const log = (...a) => console.log('[bench:csv]', ...a);

/** ROWS pack rows: products of 1, 2 or 3 packs with a "Pack size" option when there are several. */
function generated(m, sellerSlug, categorySlug) {
  const sizes = ['100 g', '250 g', '500 g'];
  const rows = [];
  for (let p = 0; rows.length < ROWS; p++) {
    const packs = Math.min(1 + (p % 3), ROWS - rows.length);
    for (let k = 0; k < packs; k++) {
      const size = sizes[k];
      const price = (120 + (p % 50) + k * 150).toFixed(2);
      const cells = {
        product_slug: `bench-tea-${p}`,
        product_title: `Bench Tea ${p}, "estate" blend`,
        category_slug: categorySlug,
        seller_slug: sellerSlug,
        hsn_code: '0902',
        gst_rate: '5',
        active: 'true',
        option1_name: packs > 1 ? 'Pack size' : '',
        option1_value: packs > 1 ? size : '',
        sku: `BT-${p}-${k}`,
        label: size,
        price,
        mrp: (Number(price) + 20).toFixed(2),
        stock: String(10 + (p % 40)),
        weight_grams: size.replace(' g', ''),
        position: String(k),
      };
      rows.push(m.CSV_COLUMNS.map((c) => cells[c] ?? ''));
    }
  }
  return new TextEncoder().encode(m.writeCsv([[...m.CSV_COLUMNS], ...rows]));
}

async function timed(label, run) {
  const t = performance.now();
  const result = await run();
  const seconds = +((performance.now() - t) / 1000).toFixed(2);
  const { errors, ...counts } = result ?? {};
  log(`${label}: ${seconds} s`, result ? { ...counts, errors: errors?.length } : '');
  if (errors?.length) throw new Error(`${label}: ${JSON.stringify(errors.slice(0, 3))}`);
  return { seconds, result };
}

const results = { rows: ROWS };
const store = await scratchStore({
  name: 'csv',
  exports: `export { importCatalogCsv } from './lib/catalog/csv/import'; export { exportCatalogCsv } from './lib/catalog/csv/export';
    export { parseCsv, writeCsv } from './lib/catalog/csv/parse'; export { CSV_COLUMNS } from './lib/catalog/csv/columns';`,
});
try {
  const { m, db, dbName } = store;
  const { users, sellers, categories } = m.schema;
  const [user] = await db
    .insert(users)
    .values({
      email: `csv-${dbName}@example.com`,
      name: 'Bench Admin',
      phone: '9876543210',
      passwordHash: 'x',
      role: 'ADMIN',
    })
    .returning();
  const actor = { id: user.id, email: user.email, name: user.name, role: 'ADMIN', sellerId: null };
  const [seller] = await db.select().from(sellers).limit(1);
  const [category] = await db.select().from(categories).limit(1);
  const file = generated(m, seller.slug, category.slug);
  log(`${ROWS} rows, ${(file.byteLength / 1024 / 1024).toFixed(2)} MB`);

  results.createDryRunS = (
    await timed('dry run (new)', () => m.importCatalogCsv(actor, file, { dryRun: true }))
  ).seconds;
  results.createApplyS = (
    await timed('import (new)', () => m.importCatalogCsv(actor, file, { dryRun: false }))
  ).seconds;
  let exported;
  results.exportS = (await timed('export', async () => void (exported = await m.exportCatalogCsv(actor)))).seconds;
  const [header, ...rows] = m.parseCsv(exported);
  const priceAt = header.indexOf('price');
  const changed = rows.map((r) =>
    r[0].startsWith('bench-tea-') ? r.with(priceAt, (Number(r[priceAt]) - 1).toFixed(2)) : r,
  );
  const updates = new TextEncoder().encode(m.writeCsv([header, ...changed]));
  results.updateDryRunS = (
    await timed('dry run (prices)', () => m.importCatalogCsv(actor, updates, { dryRun: true }))
  ).seconds;
  results.updateApplyS = (
    await timed('import (prices)', () => m.importCatalogCsv(actor, updates, { dryRun: false }))
  ).seconds;
  results.unchangedS = (
    await timed('import (unchanged)', () => m.importCatalogCsv(actor, updates, { dryRun: false }))
  ).seconds;
  results.withinBudget = Math.max(results.createApplyS, results.updateApplyS) <= BUDGET_S;
  log(results);
  fs.writeFileSync(path.join(root, 'bench', 'results', 'csv-import.json'), JSON.stringify(results, null, 2));
} finally {
  await store.drop();
}
process.exit(results.withinBudget ? 0 : 1);
