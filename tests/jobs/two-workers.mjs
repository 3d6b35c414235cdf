/**
 * Two server processes working one pg-boss queue on PostgreSQL (run by .ci/run with tsx, which loads the store's TypeScript):
 *  - a restart loses nothing queued: jobs sent while no process runs are all done once both start;
 *  - a job is done once, not twice, with two processes taking jobs at the same time;
 *  - a process killed (SIGKILL) mid-job leaves the job to the other, after the job's short expiry.
 * A fresh database (TEST_DATABASE_URL is the admin URL) is created and dropped. Exits 1 on a failure.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { closeDb } from '../../lib/db/client.ts';
import { JOBS_SCHEMA } from '../../lib/jobs/queue.ts';
import { storeSqlAdapter } from '../../lib/jobs/sql-adapter.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `store_jobs_${process.pid}_${randomBytes(3).toString('hex')}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  JOBS_POLL_SECONDS: '0.5',
  JOBS_EXPIRE_SECONDS: '3',
  JOBS_MAINTENANCE_SECONDS: '1',
};
process.env.DATABASE_URL = env.DATABASE_URL; // sendAll's store handle (lib/db/client) opens this database
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
const db = postgres(env.DATABASE_URL, { max: 2, onnotice: () => {} });
const workers = [];
let failures = 0;

function startWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/jobs/worker.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}
const stopWorker = (child) =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function until(what, done, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(250)) if (await done()) return;
  throw new Error(`timed out: ${what}`);
}
const doneCounts = async (prefix) =>
  db`SELECT key, count(*)::int AS n FROM job_log
    WHERE event = 'done' AND key LIKE ${`${prefix}%`} GROUP BY key`;

async function check(title, body) {
  try {
    await body();
    console.log(`  ✓ ${title}`);
  } catch (error) {
    failures += 1;
    console.log(`  ✗ ${title}: ${error.message}`);
  }
}

// Jobs are sent as another server's request would: pg-boss on the same database, taking no work itself.
async function sendAll(kind, keys) {
  const boss = new PgBoss({
    db: storeSqlAdapter(),
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  for (const key of keys) await boss.send(kind, { key }, { singletonKey: key });
  await boss.stop({ close: false, graceful: false });
}

async function main() {
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await db`CREATE TABLE job_log (key text, pid int, event text, at timestamptz DEFAULT now())`;

  await check('a restart loses nothing queued', async () => {
    await stopWorker(await startWorker()); // creates the queues, then the only process stops
    const keys = Array.from({ length: 10 }, (_, i) => `restart-${i}`);
    await sendAll('test.once', keys);
    await Promise.all([startWorker(), startWorker()]);
    await until('all ten done', async () => (await doneCounts('restart-')).length === keys.length);
    const counts = await doneCounts('restart-');
    if (counts.some((c) => c.n !== 1)) throw new Error(`done more than once: ${JSON.stringify(counts)}`);
  });

  await check('with two processes taking jobs, each job is done once', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `once-${i}`);
    await sendAll('test.once', keys);
    await until('all forty done', async () => (await doneCounts('once-')).length === keys.length);
    await sleep(1500); // a second run, if any, would show by now
    const counts = await doneCounts('once-');
    if (counts.some((c) => c.n !== 1)) throw new Error(`done more than once: ${JSON.stringify(counts)}`);
  });

  await check('a process killed mid-job leaves the job to the other', async () => {
    await sendAll('test.slow', ['slow-1']);
    let holder = 0;
    await until('the slow job to start', async () => {
      const [row] = await db`SELECT pid FROM job_log WHERE key = 'slow-1' AND event = 'start'`;
      holder = row?.pid ?? 0;
      return !!holder;
    });
    const victim = workers.find((w) => w.pid === holder && w.exitCode === null);
    if (!victim) throw new Error('the process that started the job is not one of ours');
    victim.kill('SIGKILL');
    await until('another process to finish it', async () => (await doneCounts('slow-1')).length === 1);
    const [row] = await db`SELECT pid FROM job_log WHERE key = 'slow-1' AND event = 'done'`;
    if (row.pid === holder) throw new Error('the killed process finished it');
  });
}

main()
  .catch((error) => {
    failures += 1;
    console.error('[jobs]', error);
  })
  .finally(async () => {
    await Promise.all(workers.filter((w) => w.exitCode === null && w.signalCode === null).map(stopWorker));
    await db.end();
    await closeDb();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    console.log(failures ? `[jobs] ${failures} failed` : '[jobs] all passed');
    process.exit(failures ? 1 : 0);
  });
