/**
 * Starts pg-boss on the store's database (its own schema, `pgboss`, created and migrated by pg-boss),
 * one worker and one queue per job kind, and the cron schedules of the periodic ones. pg-boss claims
 * jobs with FOR UPDATE SKIP LOCKED, so with N instances each job is done once; a job whose process
 * died is failed after its queue's expiry and then retried by another instance.
 */
import PgBoss from 'pg-boss';
import { runningQueue, setRunningQueue } from './boss';
import type { JobKind } from './kinds';
import { storeSqlAdapter } from './sql-adapter';

export const JOBS_SCHEMA = 'pgboss';
// Sub-minute schedules (cron ticks once a minute): a send per tick; the stately queue makes one job of a tick's sends.
const tickers: ReturnType<typeof setInterval>[] = [];
const seconds = (name: string, fallback: number) => Number(process.env[name]) || fallback;

export async function startJobs(kinds: JobKind[], log: (line: string) => void = () => {}): Promise<PgBoss> {
  const running = runningQueue();
  if (running) return running;
  const boss = await startBoss();
  setRunningQueue(boss);
  const pollingIntervalSeconds = seconds('JOBS_POLL_SECONDS', 2);
  for (const kind of kinds) {
    const options = {
      // stately: at most one queued and one running job per key, so a burst of sends makes one job.
      name: kind.name,
      policy: 'stately' as const,
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelay,
      retryBackoff: true,
      expireInSeconds: seconds('JOBS_EXPIRE_SECONDS', 15 * 60),
    };
    await createOrUpdateQueue(boss, options);
    await boss.work(kind.name, { pollingIntervalSeconds }, ([job]) =>
      kind.run(new Date(), (job?.data ?? {}) as Record<string, unknown>),
    );
    if (kind.cron) await boss.schedule(kind.name, kind.cron);
    if (kind.everyMs) tickers.push(setInterval(() => void boss.send(kind.name, {}).catch(() => {}), kind.everyMs));
  }
  for (const ticker of tickers) ticker.unref?.();
  log(`Job queue started (${kinds.length} kinds).`);
  return boss;
}

/*
 * Instances starting together on a fresh database may both install pg-boss's schema. pg-boss serialises that with an
 * advisory lock and tolerates "already exists", but the second can still fail on pg_namespace's unique index (its
 * CREATE SCHEMA IF NOT EXISTS checked before seeing the first one's commit). A failed start leaves that PgBoss
 * half-started for good, so the loser tries again with a new one, which finds the schema installed.
 */
function startBoss(): Promise<PgBoss> {
  return retriedAfterRace(() => {
    const boss = new PgBoss({
      db: storeSqlAdapter(),
      schema: JOBS_SCHEMA,
      // How often expired jobs are failed (and so retried): JOBS_MAINTENANCE_SECONDS shortens it in tests.
      maintenanceIntervalSeconds: seconds('JOBS_MAINTENANCE_SECONDS', 120),
      // Failed jobs stay in the back office's list for a month before pg-boss archives them.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
    });
    boss.on('error', (error) => console.error('[jobs]', error.message));
    return boss.start();
  });
}

// Instances starting together may both find a queue missing: the loser of the race (a unique violation, or a
// deadlock inside pg-boss's create_queue) looks again and updates the queue the winner made.
function createOrUpdateQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  return retriedAfterRace(async () => {
    if (!(await boss.getQueue(queue.name))) return await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  });
}

/** Another instance won a start-up race: try again after a short, jittered pause (five tries in all). */
async function retriedAfterRace<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * tries + Math.random() * 100));
    }
  }
}

/** Shutdown: take no new jobs and let the running ones finish (up to `timeoutMs`). */
export async function stopJobs(timeoutMs = 20_000): Promise<void> {
  const boss = runningQueue();
  if (!boss) return;
  setRunningQueue(undefined);
  for (const ticker of tickers.splice(0)) clearInterval(ticker);
  // close: false because the database handle is the store's, closed by its owner.
  await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
}
