// The job queue (pg-boss) on the test database: PGlite here, PostgreSQL when TEST_DATABASE_URL is set.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { sql } from 'drizzle-orm';
import { settleBackgroundWork } from '@/lib/background';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { sendJob } from '@/lib/jobs/boss';
import { jobKinds } from '@/lib/jobs/kinds';
import { startJobs, stopJobs } from '@/lib/jobs/queue';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp-sink';
import { makeCatalog, type Fixture } from './orders.fixtures';
import { placeTwoSellerOrder } from './after-order.fixtures';

let f: Fixture;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const tries: number[] = [];

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.JOBS_POLL_SECONDS = '0.5';
  sink = await startSmtpSink();
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  const flaky = {
    name: 'test.flaky',
    retryLimit: 2,
    retryDelay: 1,
    run: async () => {
      tries.push(Date.now());
      throw new Error('The courier said no');
    },
  };
  await startJobs([...jobKinds(), flaky]);
}, 60_000);
afterAll(async () => {
  await stopJobs();
  delete process.env.SMTP_URL;
  delete process.env.PAYMENTS_MODE;
  delete process.env.JOBS_POLL_SECONDS;
  await teardownTestDatabase();
  await sink.close();
});

type JobRow = { state: string; retry_count: number; error: string | null };
const jobsOf = async (name: string) =>
  rowsOf<JobRow>(
    await getDb().execute(
      sql`SELECT state::text AS state, retry_count, output->>'message' AS error FROM pgboss.job WHERE name = ${name}`,
    ),
  );
async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const value = await read();
    if (done(value)) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('an order mail is written in the order’s transaction and delivered by a mail.deliver job', async () => {
  process.env.SMTP_URL = sink.url;
  const { shopper, order } = await placeTwoSellerOrder(f);
  await settleBackgroundWork();
  await sink.waitFor(shopper.user.email, new RegExp(`Order ${order.orderNumber} received`));
  const jobs = await until(
    'a completed mail.deliver job',
    () => jobsOf('mail.deliver'),
    (rows) => rows.some((j) => j.state === 'completed'),
  );
  expect(jobs.filter((j) => j.state === 'failed')).toEqual([]);
}, 30_000);

test('a handler that throws is retried with growing waits and ends failed with its error after the last try', async () => {
  await sendJob('test.flaky');
  const [job] = await until(
    'the flaky job to fail for good',
    () => jobsOf('test.flaky'),
    (rows) => rows.some((j) => j.state === 'failed'),
  );
  expect(job).toMatchObject({ state: 'failed', retry_count: 2, error: 'The courier said no' });
  expect(tries).toHaveLength(3);
  const [first, second] = [tries[1] - tries[0], tries[2] - tries[1]];
  // pg-boss backoff: retryDelay × 2^n / 2 plus up to as much again at random → 1–2 s, then 2–4 s.
  expect(first).toBeGreaterThanOrEqual(1000);
  expect(second).toBeGreaterThanOrEqual(2000);
}, 30_000);
