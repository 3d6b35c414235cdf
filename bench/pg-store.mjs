/**
 * The store on a throwaway PostgreSQL database, for the benchmarks that need real data at scale:
 * creates the database, builds if needed, starts `next start` on it (the server migrates and seeds
 * the demo catalogue), hands out a direct connection for bulk set-up, and drops everything again —
 * also when the run is cut off by its time limit. Loopback only.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { ensureBuild, limitRunTime, startNextServer, stopNextServer } from './next-server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function benchStore({ name, port, distDir, adminUrl, timeoutS, log, env = {}, processes }) {
  const base = `http://127.0.0.1:${port}`;
  // BENCH_DB_PREFIX: where several people share one PostgreSQL, each names their throwaway databases apart.
  const dbName = `${process.env.BENCH_DB_PREFIX ?? 'store_bench'}_${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let server = null;
  let sql = null;

  async function stop() {
    if (server) {
      stopNextServer(server);
      await sleep(1500);
    }
    server = null;
    if (sql) await sql.end({ timeout: 5 }).catch(() => {});
    sql = null;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  limitRunTime(timeoutS, log, stop);

  /** Starts the server; resolves to a direct connection to its database. */
  async function start() {
    ensureBuild(distDir, log);
    log(`starting the server on ${base} with database ${dbName}…`);
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    server = await startNextServer({
      port,
      distDir,
      ...(processes ? { processes } : {}),
      env: {
        DATABASE_URL: url.toString(),
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        SITE_URL: base,
        PAYMENTS_MODE: 'sandbox',
        SEED_DEMO: '0',
        DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
        // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: the server's profile, written when it stops.
        ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
        ...env,
      },
    });
    sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
    return sql;
  }

  /** The server's process id (its process group's, too: the launcher's workers belong to it), for measuring its CPU. */
  const pid = () => server?.pid ?? null;

  return { base, start, stop, pid };
}
