/**
 * @jest-environment node
 *
 * The closing "N passed, N failed" line of `npm test` and CI (scripts/test-summary.mjs) never reads
 * green when a runner failed outside its tests: Playwright whose web server never started, jest
 * that stopped before running suites. Each such error counts as a failure and is named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let summarize: (files: string[]) => string;
beforeAll(async () => {
  ({ summarize } = await import(path.resolve('scripts/test-summary.mjs')));
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, report: object) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
};

const jestGreen = {
  numPassedTests: 718,
  numFailedTests: 0,
  testResults: [{ name: 'a.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'x' }] }],
};

test('a Playwright report whose web server never started counts as failed, with its reason', () => {
  const playwright = write('playwright.json', {
    config: {},
    suites: [],
    errors: [
      { message: 'Error: listen EADDRINUSE: address already in use 127.0.0.1:2526\n    at Server.setupListenHandle' },
    ],
    stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  });
  const lines = summarize([write('jest.json', jestGreen), playwright]).split('\n');
  expect(lines.at(-1)).toBe('718 passed, 1 failed');
  expect(lines).toContain(`failed: ${playwright}: Error: listen EADDRINUSE: address already in use 127.0.0.1:2526`);
});

test('errors beside passing tests still count, one per error', () => {
  const playwright = write('playwright-2.json', {
    suites: [
      { title: 'a.spec.ts', specs: [{ title: 'works', tests: [{ status: 'expected', projectName: 'desktop' }] }] },
    ],
    errors: [{ message: 'Error: worker teardown timed out' }, { message: 'Error: global teardown failed' }],
    stats: { expected: 1, unexpected: 0, flaky: 0 },
  });
  expect(summarize([playwright]).split('\n').at(-1)).toBe('1 passed, 2 failed');
});

test('a jest run that stopped with its own error counts as failed', () => {
  const jest = write('jest-2.json', {
    ...jestGreen,
    runExecError: { message: 'Cannot find module jest-environment-node' },
  });
  const lines = summarize([jest]).split('\n');
  expect(lines.at(-1)).toBe('718 passed, 1 failed');
  expect(lines).toContain(`failed: ${jest}: Cannot find module jest-environment-node`);
});

test('clean reports still read clean', () => {
  const playwright = write('playwright-3.json', {
    suites: [],
    errors: [],
    stats: { expected: 3, unexpected: 0, flaky: 0 },
  });
  expect(summarize([write('jest-3.json', jestGreen), playwright])).toBe('721 passed, 0 failed');
});
