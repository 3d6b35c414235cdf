/**
 * The back office's view of the queue: how many jobs of each kind are in each state, the jobs of one
 * state (by default the failed ones, with their error), and a retry of a failed one. Reads pg-boss's
 * own table; the operator's alone.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { assertAdmin } from '../auth/require-admin';
import type { Actor } from '../auth/actor';
import { getDb, type DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../errors';
import { offsetOf, pagingQuery, type Page } from '../validation/paging';
import { runningQueue } from './boss';
import { JOBS_SCHEMA } from './queue';
import { JOB_STATES, type JobState } from './states';
import { uniqueViolation } from '../db/unique-violation';

export const jobsQuery = pagingQuery.extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_STATES).default('failed')),
});
export type JobsQuery = z.output<typeof jobsQuery>;

export type JobCount = { kind: string; state: JobState; count: number };
export type JobRow = {
  id: string;
  kind: string;
  state: JobState;
  tries: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};
export type JobsOverview = { counts: JobCount[]; jobs: Page<JobRow> };

const table = sql.raw(`${JOBS_SCHEMA}.job`);
// pg-boss's own queues (its cron sender) are its business, not the shop's.
const SHOP_KINDS = sql.raw(`name NOT LIKE '\\_\\_pgboss%'`);

async function queueExists(db: DbOrTx): Promise<boolean> {
  const [row] = rowsOf<{ t: string | null }>(
    await db.execute(sql`SELECT to_regclass(${`${JOBS_SCHEMA}.job`})::text AS t`),
  );
  return !!row?.t;
}

export async function jobsOverview(actor: Actor, query: JobsQuery, db: DbOrTx = getDb()): Promise<JobsOverview> {
  assertAdmin(actor);
  const empty = { counts: [], jobs: { items: [], page: query.page, size: query.size, total: 0 } };
  if (!(await queueExists(db))) return empty;
  const counts = rowsOf<{ kind: string; state: JobState; count: string | number }>(
    await db.execute(sql`SELECT name AS kind, state::text AS state, count(*) AS count FROM ${table}
      WHERE ${SHOP_KINDS} GROUP BY name, state ORDER BY name, state`),
  );
  const rows = rowsOf<{
    id: string;
    kind: string;
    state: JobState;
    tries: number;
    error: string | null;
    created: unknown;
    finished: unknown;
    total: string | number;
  }>(
    await db.execute(sql`SELECT id::text, name AS kind, state::text AS state, retry_count AS tries,
        output->>'message' AS error, created_on AS created, completed_on AS finished, count(*) OVER () AS total
      FROM ${table} WHERE ${SHOP_KINDS} AND state::text = ${query.state}
      ORDER BY COALESCE(completed_on, created_on) DESC, id LIMIT ${query.size} OFFSET ${offsetOf(query)}`),
  );
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    counts: counts.map((c) => ({ ...c, count: Number(c.count) })),
    jobs: {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        state: r.state,
        tries: Number(r.tries) + 1,
        error: r.state === 'failed' ? r.error : null,
        createdAt: iso(r.created)!,
        finishedAt: iso(r.finished),
      })),
      page: query.page,
      size: query.size,
      total: Number(rows[0]?.total ?? 0),
    },
  };
}

/** Puts a failed job back in the queue (state `retry`) with one more try than it had. */
export async function retryJob(
  actor: Actor,
  id: string,
  db: DbOrTx = getDb(),
): Promise<{ id: string; state: JobState }> {
  assertAdmin(actor);
  const boss = runningQueue();
  if (!boss) throw new AppError('unavailable', 'The job queue is not running in this server.');
  const notFound = new AppError('not_found', 'No such job.');
  if (!z.string().uuid().safeParse(id).success) throw notFound;
  const [job] = rowsOf<{ kind: string; state: JobState }>(
    await db.execute(sql`SELECT name AS kind, state::text AS state FROM ${table} WHERE id = ${id}::uuid`),
  );
  if (!job) throw notFound;
  if (job.state !== 'failed') throw new AppError('conflict', `That job is ${job.state}, not failed.`);
  try {
    await boss.retry(job.kind, id);
  } catch (error) {
    // The queue keeps one waiting run per kind (policy 'stately'): another of its failed jobs retried first holds it.
    if (uniqueViolation(error) !== null) {
      throw new AppError('conflict', 'Another run of this job is already waiting. Retry this one once it has run.');
    }
    throw error;
  }
  return { id, state: 'retry' };
}
