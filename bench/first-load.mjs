#!/usr/bin/env node
/**
 * First-load JavaScript of the storefront's home, listing and product pages for one build, and a
 * check that no back-office library (Tiptap/ProseMirror, Recharts) is among the scripts they load;
 * then the signed-in screens (cart, checkout, orders, profile) as the demo shopper.
 * Usage: node bench/first-load.mjs <distDir> [port]   (the build must exist: `NEXT_DIST_DIR=<distDir> next build`)
 * Same counting as bench/run.mjs: every /_next script the HTML loads (no noModule), gzip -9, summed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';
import { scriptsOf } from './page-scripts.mjs';

const DIST = process.argv[2] ?? '.next';
const PORT = Number(process.argv[3] ?? process.env.BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const BACK_OFFICE_MARKERS = ['prosemirror', 'tiptap', 'recharts', 'components/admin'];
const log = (...a) => console.error('[first-load]', ...a);

let server = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-first-load-'));
const stop = () => {
  stopNextServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
};
limitRunTime(600, log, stop);

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

async function measure(pathname, cookie) {
  const html = await (await fetch(`${BASE}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
  const srcs = scriptsOf(html);
  let total = 0;
  const leaks = new Set();
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    total += gzip(body);
    const text = body.toString('utf8').toLowerCase();
    for (const marker of BACK_OFFICE_MARKERS) if (text.includes(marker)) leaks.add(marker);
  }
  return { kb: Math.round((total / 1024) * 10) / 10, scripts: srcs.length, backOffice: [...leaks] };
}

/** The demo shopper's session cookie (the store seeds this account in demo mode). */
async function signInDemoShopper() {
  const response = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: 'demo@organictattva.example', password: 'Demo@1234', role: 'CUSTOMER' }),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

try {
  server = await startNextServer({
    port: PORT,
    distDir: DIST,
    env: { DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'pglite'), SITE_URL: BASE, SMTP_URL: '' },
  });
  const products = (await (await fetch(`${BASE}/api/v1/public/store/products/all`)).json()).data;
  const product = products.find((p) => p.images?.length) ?? products[0];
  const pages = { home: '/', listing: '/products', product: `/products/${product.slug}` };
  const results = {};
  for (const [name, p] of Object.entries(pages)) {
    await fetch(`${BASE}${p}`); // first request renders and caches the page
    results[name] = await measure(p);
  }
  const cookie = await signInDemoShopper();
  for (const p of ['/cart', '/checkout', '/orders', '/profile']) results[p.slice(1)] = await measure(p, cookie);
  console.log(JSON.stringify({ dist: DIST, at: new Date().toISOString(), results }, null, 2));
} finally {
  stop();
}
