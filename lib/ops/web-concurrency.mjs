/**
 * How many server processes share one port (WEB_CONCURRENCY): read by the launcher
 * (scripts/cluster.mjs) before any bundle exists, and checked by lib/config.ts at start-up.
 * Plain JavaScript for that reason; the standalone folder carries a copy (scripts/standalone.mjs).
 */

/** More than this is a typo, not a machine: each process holds its own pools and page front. */
const MOST = 64;

/**
 * WEB_CONCURRENCY: unset or empty = 1, `auto` = one per CPU, else a whole number from 1 to 64.
 * Throws an Error whose message an operator can act on.
 */
export function parseWebConcurrency(value, cpus) {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  if (text.toLowerCase() === 'auto') return Math.max(1, Math.min(MOST, cpus));
  const count = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(count >= 1 && count <= MOST)) {
    throw new Error(
      `WEB_CONCURRENCY="${value}" is not valid: give a number of server processes from 1 to ${MOST}, ` +
        'or "auto" for one per CPU (docs/deploy.md).',
    );
  }
  return count;
}

/**
 * The processes to run for this environment. The embedded PGlite database (no DATABASE_URL) has
 * exactly one opener, so demo mode always runs one process and says why.
 */
export function planProcesses(env, cpus) {
  const wanted = parseWebConcurrency(env.WEB_CONCURRENCY, cpus);
  if (wanted > 1 && !env.DATABASE_URL?.trim()) {
    return {
      processes: 1,
      warning:
        `WEB_CONCURRENCY asks for ${wanted} processes, but without DATABASE_URL the store runs on the embedded ` +
        'PGlite database, which only one process may open: running one.',
    };
  }
  return { processes: wanted, warning: null };
}
