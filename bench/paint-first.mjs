#!/usr/bin/env node
/**
 * What paint-first (lib/cache/paint-first.ts) costs and gains on a real throttled load, not
 * Lighthouse's simulation: the same build twice, PAINT_FIRST on and off, each page loaded in
 * Debian's Chromium with slow-4G network conditions and a 4× CPU slowdown applied (Lighthouse's
 * mobile figures: 562.5 ms RTT, 1.4 Mbit/s down), alternating, BENCH_PF_RUNS times each (5).
 * Reports medians of first contentful paint, LCP and when React owned the page's <main>
 * (hydrated), all in ms from navigation. Uses the build in .next-bench (npm run bench builds it).
 * Results: docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuild, limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';

const DIST = process.env.BENCH_DIST_DIR ?? '.next-bench';
const RUNS = Number(process.env.BENCH_PF_RUNS ?? 5);
const PAGES = ['/', '/products', '/products/kashmiri-kahwa'];
const VARIANTS = [
  { name: 'paint-first', port: 3192, env: {} },
  { name: 'PAINT_FIRST=off', port: 3193, env: { PAINT_FIRST: 'off' } },
];
const log = (...args) => console.error('[paint-first]', ...args);

const servers = [];
const dirs = [];
const stop = () => {
  servers.forEach(stopNextServer);
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
};
limitRunTime(900, log, stop);

// Records paint timings and the moment React hydrated <main>, from the first byte the page runs.
const probe = () => {
  const w = window;
  w.__pf = { fcp: null, lcp: null, hydrated: null };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__pf.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__pf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setInterval(() => {
    const main = document.querySelector('main');
    if (main && Object.keys(main).some((k) => k.startsWith('__reactProps$'))) {
      w.__pf.hydrated = performance.now();
      clearInterval(timer);
    }
  }, 5);
};

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(probe);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__pf.hydrated !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => window.__pf);
  await context.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  ensureBuild(DIST, log);
  for (const v of VARIANTS) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pf-'));
    dirs.push(dir);
    const base = `http://127.0.0.1:${v.port}`;
    servers.push(await startNextServer({ port: v.port, distDir: DIST, env: { ...v.env, DATABASE_URL: '', PGLITE_DIR: dir, SMTP_URL: '', SITE_URL: base } }));
    // Warm: Next caches each page, then the front keeps it.
    for (let i = 0; i < 4; i++) for (const p of PAGES) await (await fetch(base + p)).text();
  }
  await new Promise((r) => setTimeout(r, 1000));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const p of PAGES) {
      const results = Object.fromEntries(VARIANTS.map((v) => [v.name, []]));
      for (let i = 0; i < RUNS; i++) for (const v of VARIANTS) results[v.name].push(await load(browser, `http://127.0.0.1:${v.port}${p}`));
      for (const v of VARIANTS) {
        const r = results[v.name];
        const row = { page: p, variant: v.name, fcp: median(r.map((x) => x.fcp)), lcp: median(r.map((x) => x.lcp)), hydrated: median(r.map((x) => x.hydrated)) };
        rows.push(row);
        log(JSON.stringify({ ...row, runs: r.map((x) => [x.fcp, x.lcp, x.hydrated].map(Math.round).join('/')) }));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nPaint-first on a throttled load (slow 4G, 4× CPU, applied), median of ${RUNS} — ${new Date().toISOString()}\n`);
  console.log('| page | scripts | FCP ms | LCP ms | hydrated ms |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.variant} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.hydrated)} |`);
} finally {
  stop();
}
