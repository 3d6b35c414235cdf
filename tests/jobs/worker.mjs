/**
 * One server process's queue, for tests/jobs/two-workers.mjs: the store's startJobs() on DATABASE_URL
 * with two test kinds that write what they did to job_log. Stops gracefully on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '../../lib/db/client.ts';
import { startJobs, stopJobs } from '../../lib/jobs/queue.ts';

const log = (key, event) =>
  getDb().execute(sql`INSERT INTO job_log (key, pid, event) VALUES (${String(key)}, ${process.pid}, ${event})`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const kinds = [
  {
    name: 'test.once',
    retryLimit: 2,
    retryDelay: 1,
    run: (_, data) => log(data.key, 'done'),
  },
  {
    name: 'test.slow',
    retryLimit: 2,
    retryDelay: 1,
    run: async (_, data) => {
      await log(data.key, 'start');
      await sleep(Number(process.env.SLOW_MS ?? 2000));
      await log(data.key, 'done');
    },
  },
];

process.once('SIGTERM', () => {
  void stopJobs()
    .then(closeDb)
    .then(() => process.exit(0));
});
void startJobs(kinds).then(() => console.log('ready'));
