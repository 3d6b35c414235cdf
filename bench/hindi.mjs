#!/usr/bin/env node
/**
 * Hindi pages against their English twins (issue 36), in one run on one server: first-load JavaScript
 * (every /_next script the HTML loads, gzip -9, as bench/first-load.mjs counts it), the HTML's size, and how
 * fast a cached copy is served (median and p90 of sequential requests after a warm-up, with the Hindi/English
 * ratio, since absolute times swing on this shared machine).
 * Usage: node bench/hindi.mjs [distDir] [port]   (the build must exist: `next build`, or NEXT_DIST_DIR=<dir>)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';
import { firstLoadJsBytes, gzipBytes } from './page-scripts.mjs';
import { median, percentile } from './stats.mjs';

const DIST = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const PORT = Number(process.argv[3] ?? process.env.BENCH_PORT ?? 3194);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const log = (...a) => console.error('[hindi]', ...a);

let server = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-hindi-bench-'));
const stop = () => {
  stopNextServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
};
limitRunTime(900, log, stop);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Sequential requests of one cached page: what a visitor waits for once the page front holds it. */
async function servedMs(pathname) {
  for (let i = 0; i < 20; i++) await (await fetch(`${BASE}${pathname}`)).arrayBuffer();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await (await fetch(`${BASE}${pathname}`)).arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: +median(times).toFixed(2), p90: +percentile(times, 90).toFixed(2) };
}

async function measure(pathname) {
  await fetch(`${BASE}${pathname}`); // the first request renders and caches the page
  const response = await fetch(`${BASE}${pathname}`);
  const html = Buffer.from(await response.arrayBuffer());
  const text = html.toString('utf8');
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(text)?.[1] ?? null,
    htmlKb: kb(html.length),
    htmlGzipKb: kb(gzipBytes(html)),
    firstLoadJsKb: kb(await firstLoadJsBytes(text, BASE)),
    served: await servedMs(pathname),
  };
}

try {
  server = await startNextServer({
    port: PORT,
    distDir: DIST,
    env: { DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'pglite'), SITE_URL: BASE, SMTP_URL: '' },
  });
  const products = (await (await fetch(`${BASE}/api/v1/public/store/products/all`)).json()).data;
  const posts = (await (await fetch(`${BASE}/api/v1/public/store/blogs/published`)).json()).data;
  const product = products.find((p) => p.translations?.hi?.title) ?? products[0];
  const pages = {
    home: '/',
    listing: '/products',
    product: `/products/${product.slug}`,
    post: `/blog/${posts[0].slug}`,
  };
  const results = {};
  for (const [name, english] of Object.entries(pages)) {
    const hindi = english === '/' ? '/hi' : `/hi${english}`;
    const [en, hi] = [await measure(english), await measure(hindi)];
    results[name] = {
      en,
      hi,
      jsDeltaKb: +(hi.firstLoadJsKb - en.firstLoadJsKb).toFixed(1),
      servedRatioP50: +(hi.served.p50 / en.served.p50).toFixed(2),
    };
    log(name, JSON.stringify(results[name]));
  }
  console.log(JSON.stringify({ dist: DIST, at: new Date().toISOString(), requests: REQUESTS, results }, null, 2));
} finally {
  stop();
}
