#!/usr/bin/env node
/**
 * Why a page's simulated LCP is what it is: one Lighthouse run (mobile, default simulated throttling)
 * per URL, then, from its real trace, when each script arrived and when Chromium started evaluating
 * it, against the moment the LCP was observed. Lighthouse's Lantern replays at slow-4G every script
 * whose evaluation started before that moment, so scripts marked "counted" are in the LCP estimate.
 * Usage: node bench/lcp-trace.mjs <url> [url…]   (a server must be running: e.g. `npm start`, or
 * `next start` on a bench build; loopback URLs only). Findings: docs/performance.md, "What
 * Lighthouse's simulated LCP counts".
 */
import lighthouse from 'lighthouse';
import { launchChromium } from './lighthouse-chrome.mjs';
const urls = process.argv.slice(2);
if (!urls.length || urls.some((u) => !/^http:\/\/127\.0\.0\.1[:/]/.test(u))) {
  console.error('usage: node bench/lcp-trace.mjs http://127.0.0.1:PORT/path [...]');
  process.exit(2);
}

/** Per script URL: when its response ended and when its first evaluation began, in ms after navigation. */
function scriptTimeline(events, navigation) {
  const urlOf = new Map();
  const scripts = new Map();
  const ms = (ts) => (ts - navigation.ts) / 1000;
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest') urlOf.set(data.requestId, data.url);
    if (e.name === 'ResourceFinish' && /\/_next\/static\/.+\.js/.test(urlOf.get(data.requestId) ?? '')) {
      scripts.set(urlOf.get(data.requestId), { arrived: ms(e.ts), evaluated: null });
    }
  }
  for (const e of events) {
    if (e.name !== 'EvaluateScript' || e.pid !== navigation.pid || e.tid !== navigation.tid) continue;
    const entry = scripts.get(e.args?.data?.url);
    if (entry && entry.evaluated === null) entry.evaluated = ms(e.ts);
  }
  return scripts;
}

const chrome = await launchChromium();
try {
  for (const url of urls) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const metrics = lhr.audits.metrics.details.items[0];
    const observed = metrics.observedLargestContentfulPaint;
    const events = artifacts.Trace.traceEvents;
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
    );
    console.log(
      `${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated LCP ${Math.round(metrics.largestContentfulPaint)} ms, observed LCP ${Math.round(observed)} ms (FCP ${Math.round(metrics.observedFirstContentfulPaint)} ms)`,
    );
    let counted = 0;
    for (const [src, t] of scriptTimeline(events, navigation)) {
      const isCounted = t.arrived <= observed && t.evaluated !== null && t.evaluated <= observed;
      const size = lhr.audits['network-requests'].details.items.find((r) => r.url === src)?.transferSize ?? 0;
      if (isCounted) counted += size;
      console.log(
        `  ${isCounted ? 'counted' : '       '}  arrived ${t.arrived.toFixed(0).padStart(5)} ms  evaluated ${t.evaluated === null ? '    -' : t.evaluated.toFixed(0).padStart(5)} ms  ${(size / 1024).toFixed(1).padStart(5)} KB  ${new URL(src).pathname}`,
      );
    }
    console.log(`  scripts in the LCP estimate: ${(counted / 1024).toFixed(1)} KB`);
  }
} finally {
  await chrome.kill();
}
