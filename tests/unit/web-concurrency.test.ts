/**
 * @jest-environment node
 *
 * WEB_CONCURRENCY (lib/ops/web-concurrency.mjs): how many server processes the launcher
 * (scripts/cluster.mjs) runs on one port. An operator's bad value stops the start with a message
 * that says what to write instead, and demo mode (the embedded PGlite, one opener) runs one process.
 */
import { assertStartupConfig } from '@/lib/config';
import { parseWebConcurrency, planProcesses } from '@/lib/ops/web-concurrency.mjs';

test('unset or empty is one process; a number is that many; auto is one per CPU', () => {
  expect(parseWebConcurrency(undefined, 8)).toBe(1);
  expect(parseWebConcurrency('  ', 8)).toBe(1);
  expect(parseWebConcurrency('3', 8)).toBe(3);
  expect(parseWebConcurrency(' 2 ', 8)).toBe(2);
  expect(parseWebConcurrency('auto', 2)).toBe(2);
  expect(parseWebConcurrency('AUTO', 6)).toBe(6);
});

test.each(['0', '-1', '1.5', 'two', '2x', '65', 'max'])('"%s" is refused with what to give instead', (value) => {
  expect(() => parseWebConcurrency(value, 2)).toThrow(
    `WEB_CONCURRENCY="${value}" is not valid: give a number of server processes from 1 to 64, or "auto" for one per CPU`,
  );
});

test('with PostgreSQL the processes asked for run', () => {
  expect(planProcesses({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/store' }, 4)).toEqual({
    processes: 2,
    warning: null,
  });
  expect(planProcesses({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db/store' }, 4).processes).toBe(4);
});

test('without DATABASE_URL (embedded PGlite) one process runs, with one warning that says why', () => {
  const plan = planProcesses({ WEB_CONCURRENCY: '4', DATABASE_URL: ' ' }, 4);
  expect(plan.processes).toBe(1);
  expect(plan.warning).toMatch(/without DATABASE_URL .* PGlite database, which only one process may open: running one/);
  // Asking for one is not worth a warning.
  expect(planProcesses({ WEB_CONCURRENCY: '1' }, 4)).toEqual({ processes: 1, warning: null });
  expect(planProcesses({}, 4)).toEqual({ processes: 1, warning: null });
});

test('a server started without the launcher still refuses a bad value at start-up', () => {
  const before = process.env.WEB_CONCURRENCY;
  process.env.WEB_CONCURRENCY = 'lots';
  try {
    expect(() => assertStartupConfig()).toThrow('WEB_CONCURRENCY="lots" is not valid');
  } finally {
    if (before === undefined) delete process.env.WEB_CONCURRENCY;
    else process.env.WEB_CONCURRENCY = before;
  }
});
