/**
 * Runs once when the server starts, before it serves a request: refuse a live deployment
 * that is missing its secrets, then migrate and (on an empty database) seed.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { assertStartupConfig, getMode } = await import('./lib/config');
  const { ensureDatabase } = await import('./lib/db/ensure');
  // Login throttling keys on the TCP peer address; see lib/security/client-ip.ts.
  (await import('./lib/security/socket-address')).stampSocketAddress();
  const log = (line: string) => console.log(`[store] ${line}`);
  try {
    for (const warning of assertStartupConfig()) console.warn(`[store] ${warning}`);
  } catch (error) {
    console.error(`[store] ${(error as Error).message}`);
    process.exit(1);
  }
  await ensureDatabase(log);
  // Unpaid UPI/CARD orders past their payment window are cancelled and their stock returned.
  const { startExpirySweep } = await import('./lib/commerce/expiry-sweep');
  startExpirySweep(log);
  log(`Ready in ${getMode()} mode.`);
}
