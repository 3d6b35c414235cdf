#!/usr/bin/env node
/**
 * Invoice PDF rendering time: builds a realistic tax invoice document (12 lines, inter-state) and
 * renders it with the same module the /invoice route uses, N times (BENCH_INVOICES, default 200),
 * after a warm-up. Prints mean / p50 / p99 / max in ms and writes bench/results/invoice-pdf.json.
 * Budget: ≤ 200 ms per invoice. Run with: node --experimental-strip-types bench/invoice-pdf.mjs
 * (the module is TypeScript; jiti/tsx are not needed on Node ≥ 22.6).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const N = Number(process.env.BENCH_INVOICES ?? 200);

// The TypeScript sources are loaded through jest's transformer-free path: esbuild is a Next dependency.
const esbuild = require('esbuild');
const out = path.join(root, 'bench', 'results', '.invoice-pdf.cjs');
fs.mkdirSync(path.dirname(out), { recursive: true });
esbuild.buildSync({
  stdin: {
    contents: "export { invoicePdf } from './lib/invoices/pdf'; export { splitLines } from './lib/invoices/tax';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: out,
  alias: { '@': root },
  logLevel: 'error',
});
const { invoicePdf, splitLines } = require(out);

const inputs = Array.from({ length: 12 }, (_, i) => ({
  description: `Darjeeling First Flush Estate Tea, lot ${i + 1} · 100 g`,
  hsn: '09021010',
  quantity: 1 + (i % 3),
  totalPaise: (399_00 + i * 37_13) * (1 + (i % 3)),
  rateBp: 500,
}));
const { lines, totals } = splitLines(inputs, false);
const party = (name, state, code, gstin) => ({
  name,
  address: '14, Tea Garden Lane, Khanapara, Guwahati 781022',
  state,
  stateCode: code,
  gstin,
});
const doc = {
  kind: 'INVOICE',
  title: 'Tax Invoice',
  number: 'I12-2526-10452',
  date: new Date().toISOString(),
  subOrderNumber: 'OT-7K3Q9M2X-1',
  orderNumber: 'OT-7K3Q9M2X',
  supplier: party('Brahmaputra Valley Tea Estates', 'Assam', '18', '18AAHFB7412M1Z9'),
  recipient: party('Asha Verma', 'Karnataka', '29', null),
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  intraState: false,
  reverseCharge: false,
  lines,
  totals,
  signatory: 'For Brahmaputra Valley Tea Estates (authorised signatory)',
  soldThrough: 'Organic Tattva',
};

for (let i = 0; i < 10; i += 1) await invoicePdf(doc);
const times = [];
let bytes = 0;
for (let i = 0; i < N; i += 1) {
  const t = performance.now();
  bytes = (await invoicePdf(doc)).length;
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const result = {
  invoices: N,
  bytes,
  meanMs: +(times.reduce((s, x) => s + x, 0) / N).toFixed(2),
  p50Ms: +at(0.5).toFixed(2),
  p99Ms: +at(0.99).toFixed(2),
  maxMs: +times[times.length - 1].toFixed(2),
  budgetMs: 200,
};
result.withinBudget = result.p99Ms <= 200;
console.log(result);
fs.writeFileSync(path.join(root, 'bench', 'results', 'invoice-pdf.json'), JSON.stringify(result, null, 2));
fs.rmSync(out, { force: true });
