#!/usr/bin/env node
/**
 * Where a page's main-thread time goes on load at 4× CPU (no network throttling): a Chrome trace
 * (the Performance panel's events, through CDP Tracing) and a sampled CPU profile per load. Prints
 * the first load's long tasks (> 50 ms, in ms from navigation) with the self time of each kind of
 * work inside them (Layout, UpdateLayoutTree = style, v8.compile, RunMicrotasks = React's hydration
 * chunks…), then the mean self time of the busiest functions (chunk:line:column of the minified
 * build). Attribution only: blocking time for comparisons comes from bench/throttled-load.mjs.
 * Usage: node bench/main-thread.mjs http://127.0.0.1:PORT/path [runs=3]  (a server must be running).
 * Findings: docs/performance.md, "Budget phones".
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, slowPhonePage } from './lighthouse-chrome.mjs';
const [url, runs = '3'] = process.argv.slice(2);
if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url ?? '')) {
  console.error('usage: node bench/main-thread.mjs http://127.0.0.1:PORT/path [runs]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM });
const agg = new Map();
const cats = new Map();
let longSum = 0;
const longs = [];
for (let r = 0; r < Number(runs); r++) {
  const { context: ctx, page, cdp } = await slowPhonePage(browser);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
  await cdp.send('Tracing.end');
  await done;
  // self time per function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const cf = n.callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/_next\/static\/chunks\//, '')}:${cf.lineNumber}:${cf.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + (dt[i] ?? 0) / 1000 / Number(runs));
  });
  // the page's main thread: its long tasks, and the self time of each kind of work inside them
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  const main = [`${parse.pid}:${parse.tid}`];
  const onMain = (e) => main.includes(`${e.pid}:${e.tid}`);
  const start = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? parse.ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50000 && onMain(e));
  for (const t of tasks) longSum += (t.dur / 1000 - 50) / Number(runs);
  for (const t of tasks) {
    const inside = events
      .filter(
        (e) =>
          e.ph === 'X' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t,
      )
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = {};
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      if (stack.length) self[stack.at(-1).name] = (self[stack.at(-1).name] ?? 0) - e.dur / 1000;
      self[e.name] = (self[e.name] ?? 0) + e.dur / 1000;
      stack.push(e);
    }
    const top = Object.entries(self)
      .filter(([, v]) => v > 8)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    const fc = inside.find((e) => (e.name === 'FunctionCall' || e.name === 'EvaluateScript') && e.args?.data?.url);
    if (r === 0)
      longs.push(
        `${Math.round(t.dur / 1000)} ms at ${Math.round((t.ts - start) / 1000)}: ${top}  [${fc?.args?.data?.url?.replace(/^.*chunks\//, '') ?? ''}]`,
      );
  }
  for (const e of events)
    if (e.ph === 'X' && e.dur) cats.set(e.name, (cats.get(e.name) ?? 0) + e.dur / 1000 / Number(runs));
  await ctx.close();
}
console.log('long tasks (run 1):');
longs.forEach((l) => console.log(' ', l));
console.log('mean TBT-like sum over all long tasks:', Math.round(longSum));
console.log('top self time (ms, mean):');
[...agg]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40)
  .forEach(([k, v]) => console.log(' ', v.toFixed(1).padStart(7), k));
console.log(
  'trace categories:',
  [...cats]
    .filter(([k]) =>
      [
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'ParseHTML',
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'Decode Image',
        'RunMicrotasks',
        'MajorGC',
        'MinorGC',
      ].includes(k),
    )
    .map(([k, v]) => `${k}=${Math.round(v)}`)
    .join(' '),
);
await browser.close();
