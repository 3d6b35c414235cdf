/**
 * The Node server's start-up, run once by instrumentation.ts before the first request: refuse a
 * live deployment that is missing its secrets, then migrate, seed an empty database, and start the
 * job queue. Kept out of instrumentation.ts so the Edge build never sees Node-only APIs.
 */
import cluster from 'node:cluster';
import { assertStartupConfig, getMode } from './config';
import { startSharedStore } from './cache/handlers/shared-tags.mjs';
import { markDraining } from './ops/health';
import { ensureAdminFromEnv } from './account/bootstrap-admin';
import { jobKinds } from './jobs/kinds';
import { startJobs, stopJobs } from './jobs/queue';
import { ensureDatabase } from './db/ensure';
import { DEMO_SHOPPER, DEMO_STAFF } from './demo/seed';
import { installFrontDoor } from './cache/front-door';
import { expirePrerenderedIfCustomised } from './settings/settings';

export async function startServer(): Promise<void> {
  const log = (line: string) => console.log(`[store] ${line}`);
  // The TCP peer address (login throttling), early refusals and the page front: lib/cache/front-door.ts.
  installFrontDoor();
  try {
    for (const warning of assertStartupConfig()) console.warn(`[store] ${warning}`);
  } catch (error) {
    console.error(`[store] ${(error as Error).message}`);
    process.exit(1);
  }
  await ensureDatabase(log);
  try {
    await ensureAdminFromEnv(log);
  } catch (error) {
    console.error(`[store] ${(error as Error).message}`);
    process.exit(1);
  }
  if (getMode() === 'demo') {
    log(`Demo shopper: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`);
    log(`Demo admin (/admin): ${DEMO_STAFF.admin.email} / ${DEMO_STAFF.admin.password}`);
    log(`Demo seller member (/admin): ${DEMO_STAFF.seller.email} / ${DEMO_STAFF.seller.password}`);
  }
  // With DATABASE_URL, listen for other instances' cache invalidations before serving anything.
  const shared = (startSharedStore as () => { ready: Promise<void> } | null)();
  if (shared) await shared.ready.catch(() => {});
  await expirePrerenderedIfCustomised().catch((error) => console.error('[store] settings refresh failed', error));
  // Timed work (order mails, refunds to settle, scheduled posts, unpaid-order expiry …): lib/jobs/kinds.ts.
  await startJobs(jobKinds(), log);
  // Next closes the listener and lets in-flight requests finish on SIGTERM; we take no new jobs and
  // let running ones finish (a job cut off anyway is retried by another instance after its expiry).
  process.once('SIGTERM', () => {
    markDraining();
    void stopJobs();
  });
  log(`Ready in ${getMode()} mode.`);
  // Under WEB_CONCURRENCY the launcher (scripts/cluster.mjs) counts this worker as started from here:
  // one that dies before the first workers have all started stops the group instead of being replaced.
  if (cluster.isWorker) process.send?.({ store: 'ready' });
}
