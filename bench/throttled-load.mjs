#!/usr/bin/env node
/**
 * The pages' paint and hydration on a real throttled load: Lighthouse's mobile conditions applied
 * to Debian's Chromium (562.5 ms RTT, 1.4 Mbit/s down, 4× CPU slowdown, a 412×823 phone screen)
 * rather than simulated from an unthrottled load as Lighthouse's default does. Each page and the
 * bare Next page are loaded BENCH_THROTTLED_RUNS times (5), in turn, with an empty cache; medians
 * of first contentful paint, LCP and when React had hydrated the page (`hydrated`: React owns
 * the footer's last link, the last thing it hydrates, or <body> where there is none), in ms from
 * navigation, and the blocking time of the page's long tasks until then (`TBT`, the part of each
 * task beyond 50 ms), then `settling`: the main thread's work per second over the next 3 s, as the
 * page should come to rest (Chromium's TaskDuration: the router's link prefetches land here, and so
 * does an animation that repaints every frame). Pages are warmed first, as in bench/run.mjs. Uses
 * the builds `npm run bench` makes (.next-bench, bench/baseline/.next-bench).
 * BENCH_COMPARE_DIST=<distDir> also serves a second build of the store (say, main's, built with
 * NEXT_DIST_DIR=<distDir>) and loads its pages beside this one's, for a before/after in one run.
 * Why it exists, and its figures: docs/performance.md ("What Lighthouse's simulated LCP counts").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, slowPhonePage } from './lighthouse-chrome.mjs';
import { ensureBuild, limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';
import { median } from './stats.mjs';
import { discoverPages } from './store-pages.mjs';

const DIST = process.env.BENCH_DIST_DIR ?? '.next-bench';
const RUNS = Number(process.env.BENCH_THROTTLED_RUNS ?? 5);
// BENCH_THROTTLED_PORT (3194) serves the store, the next port the bare page, the one after the compared build.
const PORT = Number(process.env.BENCH_THROTTLED_PORT ?? 3194);
const STORE = `http://127.0.0.1:${PORT}`;
const BARE = `http://127.0.0.1:${PORT + 1}`;
const COMPARE_DIST = process.env.BENCH_COMPARE_DIST;
// BENCH_PAGES narrows the pages, as in bench/run.mjs (e.g. `home,listing`).
const ONLY = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const OTHER = `http://127.0.0.1:${PORT + 2}`;
const REST_MS = 3000;
const log = (...args) => console.error('[throttled]', ...args);

let servers = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-throttled-'));
const stop = () => {
  servers.forEach(stopNextServer);
  servers = [];
  fs.rmSync(dataDir, { recursive: true, force: true });
};
limitRunTime(Number(process.env.BENCH_TIMEOUT_S ?? 1800), log, stop);

// Runs in the page before its own scripts: paint timings, and the moment React hydrated it.
const probe = () => {
  const w = window;
  w.__probe = { fcp: null, lcp: null, hydrated: null, tbt: 0 };
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__probe.fcp = e.startTime)),
  ).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__probe.lcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => (w.__probe.tbt += Math.max(0, e.duration - 50))),
  ).observe({ type: 'longtask', buffered: true });
  const timer = setInterval(() => {
    const root = document.querySelector('footer a:last-of-type') ?? document.body;
    if (Object.keys(root).some((k) => k.startsWith('__reactProps$'))) {
      w.__probe.hydrated = performance.now();
      clearInterval(timer);
    }
  }, 5);
};

async function load(browser, url) {
  const { context, page, cdp } = await slowPhonePage(browser);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Performance.enable');
  await page.addInitScript(probe);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__probe.hydrated !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(500); // a later, larger paint may still replace the LCP candidate
  const result = await page.evaluate(() => window.__probe);
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await busy();
  await page.waitForTimeout(REST_MS);
  result.settling = (((await busy()) - before) / (REST_MS / 1000)) * 1000;
  await context.close();
  return result;
}

try {
  ensureBuild(DIST, log);
  ensureBuild(DIST, log, 'bench/baseline', ['--webpack']);
  // A store on its own embedded database (seeded with the demo shop), mail off.
  const storeEnv = (database, site) => ({
    DATABASE_URL: '',
    PGLITE_DIR: path.join(dataDir, database),
    SMTP_URL: '',
    SITE_URL: site,
  });
  servers.push(await startNextServer({ port: PORT, distDir: DIST, env: storeEnv('pglite', STORE) }));
  servers.push(await startNextServer({ port: PORT + 1, distDir: DIST, dir: 'bench/baseline', readyPath: '/' }));
  if (COMPARE_DIST)
    servers.push(
      await startNextServer({ port: PORT + 2, distDir: COMPARE_DIST, env: storeEnv('pglite-compare', OTHER) }),
    );
  const pages = (await discoverPages(STORE))
    .filter((p) => !ONLY || ONLY.includes(p.name))
    .flatMap((p) => [
      { name: p.name, url: STORE + p.path },
      ...(COMPARE_DIST ? [{ name: `${p.name} (${COMPARE_DIST})`, url: OTHER + p.path }] : []),
    ]);
  const targets = [...pages, { name: 'bare page', url: `${BARE}/` }];
  for (let i = 0; i < 3; i++) for (const t of targets) await (await fetch(t.url)).text();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const results = new Map(targets.map((t) => [t.name, []]));
  try {
    for (let i = 0; i < RUNS; i++) {
      // Every other run in reverse, so neither build always goes first.
      for (const t of i % 2 ? [...targets].reverse() : targets) results.get(t.name).push(await load(browser, t.url));
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nThrottled load (slow 4G and 4× CPU applied, phone screen), median of ${RUNS} — ${new Date().toISOString()}\n`,
  );
  console.log(
    '| page | FCP ms | LCP ms | hydrated ms | TBT ms | settling ms/s | LCP runs |\n|---|---|---|---|---|---|---|',
  );
  for (const [name, r] of results) {
    const m = (k) => Math.round(median(r.map((x) => x[k])));
    console.log(
      `| ${name} | ${m('fcp')} | ${m('lcp')} | ${m('hydrated')} | ${m('tbt')} | ${m('settling')} | ${r.map((x) => Math.round(x.lcp)).join(' / ')} |`,
    );
  }
} finally {
  stop();
}
