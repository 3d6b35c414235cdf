#!/usr/bin/env node
/**
 * `npm test`: unit, service and API tests (jest, embedded PGlite), then the browser tests
 * (Playwright + Debian Chromium) against a fresh production build. Results are written to
 * test-results/ and summed up in a closing "N passed, N failed" line.
 *
 *   npm test                 everything
 *   npm test -- --unit       jest only
 *   npm test -- --e2e        browser tests only
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port.mjs';
import { summarize } from './test-summary.mjs';

const args = new Set(process.argv.slice(2));
const runUnit = !args.has('--e2e');
const runE2e = !args.has('--unit');
fs.mkdirSync('test-results', { recursive: true });
const run = (cmd, argv, env = {}) =>
  spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let failed = false;
const e2eReport = 'test-results/playwright.json';
/** Why the browser tests never ran, for the closing summary (a CI log may keep only its tail). */
const e2eNotRun = (why) => {
  console.error(why);
  fs.writeFileSync(`${e2eReport}.why`, why);
  failed = true;
};
if (runE2e) for (const stale of [e2eReport, `${e2eReport}.why`]) fs.rmSync(stale, { force: true });
if (runUnit) {
  // PGlite loads its WASM build with dynamic import(), which jest's VM sandbox only allows with this flag.
  const status = run(
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--ci', '--json', '--outputFile=test-results/jest-pglite.json'],
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  );
  failed ||= status !== 0;
}
if (runE2e) {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    e2eNotRun("browser tests need Debian's Chromium at /usr/bin/chromium: apt-get install -y chromium");
  } else {
    // Browser tests run even when a unit test failed, so one run reports every failure.
    const build = run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
    if (build !== 0) e2eNotRun(`next build failed (exit ${build}): the browser tests need its build`);
    else {
      // Free ports unless given: the config, its web server and the specs all read these (tests/e2e/support/env.ts).
      const ports = {
        E2E_PORT: process.env.E2E_PORT || String(await freePort()),
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT || String(await freePort()),
      };
      const status = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        ...ports,
      });
      failed ||= status !== 0;
      if (!fs.existsSync(e2eReport)) e2eNotRun(`playwright exited ${status} without a report`);
    }
  }
}
const line = summarize([runUnit && 'test-results/jest-pglite.json', runE2e && e2eReport].filter(Boolean));
console.log(line);
process.exit(failed ? 1 : 0);
