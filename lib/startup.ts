/**
 * The Node server's start-up, run once by instrumentation.ts before the first request: refuse a
 * live deployment that is missing its secrets, then migrate, seed an empty database, and start the
 * expiry sweep. Kept out of instrumentation.ts so the Edge build never sees Node-only APIs.
 */
import { assertStartupConfig, getMode } from './config';
import { startExpirySweep } from './commerce/expiry-sweep';
import { startAfterOrderSweep } from './after-order-sweep';
import { ensureDatabase } from './db/ensure';
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
  // Unpaid UPI/CARD orders past their payment window are cancelled and their stock returned.
  startExpirySweep(log);
  // Order mails that could not go out yet are retried; refunds with an unknown outcome are settled.
  startAfterOrderSweep();
  log(`Ready in ${getMode()} mode.`);
}
