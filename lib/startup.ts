/**
 * The Node server's start-up, run once by instrumentation.ts before the first request: refuse a
 * live deployment that is missing its secrets, then migrate, seed an empty database, and start the
 * expiry sweep. Kept out of instrumentation.ts so the Edge build never sees Node-only APIs.
 */
import { assertStartupConfig, getMode } from './config';
import { startExpirySweep } from './commerce/expiry-sweep';
import { ensureAdminFromEnv } from './account/bootstrap-admin';
import { ensureDatabase } from './db/ensure';
import { DEMO_SHOPPER, DEMO_STAFF } from './db/seed';
import { stampSocketAddress } from './security/socket-address';

export async function startServer(): Promise<void> {
  const log = (line: string) => console.log(`[store] ${line}`);
  // Login throttling keys on the TCP peer address; see lib/security/client-ip.ts.
  stampSocketAddress();
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
  // Unpaid UPI/CARD orders past their payment window are cancelled and their stock returned.
  startExpirySweep(log);
  log(`Ready in ${getMode()} mode.`);
}
