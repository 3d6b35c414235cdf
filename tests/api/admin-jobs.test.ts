// The back office's Jobs screen API: the operator's alone; a failed job shows its error and can be retried.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import * as jobsRoute from '@/app/api/v1/admin/jobs/route';
import * as retryRoute from '@/app/api/v1/admin/jobs/[id]/retry/route';
import { sendJob } from '@/lib/jobs/boss';
import type { JobsOverview } from '@/lib/jobs/admin';
import { startJobs, stopJobs } from '@/lib/jobs/queue';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, type Staff } from '../helpers/admin';

let s: Staff;
beforeAll(async () => {
  process.env.JOBS_POLL_SECONDS = '0.5';
  await setupTestDatabase();
  s = await createStaff();
  const broken = {
    name: 'test.broken',
    retryLimit: 0,
    retryDelay: 1,
    run: () => Promise.reject(new Error('SMTP 550 mailbox full')),
  };
  await startJobs([broken]);
}, 180_000);
afterAll(async () => {
  await stopJobs();
  delete process.env.JOBS_POLL_SECONDS;
  await teardownTestDatabase();
});

const overview = async (state = 'failed') => {
  const res = await call(jobsRoute.GET, `/api/v1/admin/jobs?state=${state}`, { headers: s.admin.authHeader });
  expect(res.status).toBe(200);
  return res.body!.data as JobsOverview;
};
const retry = (id: string, headers: Record<string, string>) =>
  call(retryRoute.POST, `/api/v1/admin/jobs/${id}/retry`, { ...json('POST', {}, headers), params: { id } });

async function failedJob() {
  for (let i = 0; i < 100; i++) {
    const [job] = (await overview()).jobs.items;
    if (job) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the broken job never failed');
}

test('the queue is the admin’s: anonymous 401, customer and seller members 403', async () => {
  expect((await call(jobsRoute.GET, '/api/v1/admin/jobs')).status).toBe(401);
  for (const who of [s.customer, s.memberA, s.memberB]) {
    expect((await call(jobsRoute.GET, '/api/v1/admin/jobs', { headers: who.authHeader })).status).toBe(403);
    expect((await retry('7f0c0c9e-4c61-4d39-9a0e-0d5b1c0c2f11', who.authHeader)).status).toBe(403);
  }
});

test('a failed job is listed with its error and counted; retry puts it back in the queue', async () => {
  await sendJob('test.broken');
  const job = await failedJob();
  expect(job).toMatchObject({ kind: 'test.broken', state: 'failed', error: 'SMTP 550 mailbox full', tries: 1 });
  expect((await overview()).counts).toContainEqual({ kind: 'test.broken', state: 'failed', count: 1 });

  const res = await retry(job.id, s.admin.authHeader);
  expect(res.status).toBe(200);
  expect(res.body!.data).toEqual({ id: job.id, state: 'retry' });
  // It runs again (and, still broken, fails again): the retry was a real one, not a relabel.
  const again = await failedJob();
  expect(again.id).toBe(job.id);
  expect(again.tries).toBe(2);
}, 30_000);

test('a second failed run of a kind waits its turn: its retry is a 409 while the first is queued again', async () => {
  const before = (await overview()).jobs.total;
  await sendJob('test.broken');
  while ((await overview()).jobs.total < before + 1) await new Promise((r) => setTimeout(r, 200));
  const [first, second] = (await overview()).jobs.items;
  // One waiting run per kind (the queue's 'stately' policy): the second retry finds the first's place taken.
  const [a, b] = await Promise.all([retry(first.id, s.admin.authHeader), retry(second.id, s.admin.authHeader)]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  expect([a, b].find((r) => r.status === 409)!.body!.message).toBe(
    'Another run of this job is already waiting. Retry this one once it has run.',
  );
}, 30_000);

test('an unknown job or a bad state is refused', async () => {
  expect((await retry('7f0c0c9e-4c61-4d39-9a0e-0d5b1c0c2f11', s.admin.authHeader)).status).toBe(404);
  expect((await retry('not-a-job', s.admin.authHeader)).status).toBe(404);
  const bad = await call(jobsRoute.GET, '/api/v1/admin/jobs?state=lost', { headers: s.admin.authHeader });
  expect(bad.status).toBe(400);
});
