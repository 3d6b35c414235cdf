/**
 * The store's own server modules, loaded in this process, on a throwaway PostgreSQL database with the
 * demo catalogue — for the benches that time a server function without HTTP (bench/pg-store.mjs is the
 * one for benches through `next start`). Bundles `exports` with esbuild as ESM (some modules create a
 * require from import.meta.url, which a CommonJS bundle has not got), creates the database on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, and
 * drops it again in `drop()` — also when the set-up itself fails. Loopback only.
 *
 * BENCH_SOURCE=<checkout> loads the modules (and migrations) from another checkout of the store, so
 * a "before" and an "after" run back to back on the same machine with the same bench (the checkout
 * needs a node_modules: a symlink to this one's will do).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import postgres from 'postgres';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const source = process.env.BENCH_SOURCE ? path.resolve(process.env.BENCH_SOURCE) : root;

/** What every scratch store needs, besides the bench's own `exports`. */
const BASE_EXPORTS = `export { runMigrations } from './lib/db/migrate'; export { seedDemoStore } from './lib/demo/seed';
  export { getDb, closeDb } from './lib/db/client'; export * as schema from './lib/db/schema';`;

/**
 * `name` tells the database and bundle apart; `exports` is ESM export statements relative to the
 * repository root; `env` is set before the modules load (e.g. DB_POOL_MAX). Resolves to the loaded
 * module `m`, its database handle `db`, the database's name and `drop()`.
 */
export async function scratchStore({ name, exports, env = {} }) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `${process.env.BENCH_DB_PREFIX ?? 'store_bench'}_${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const out = path.join(root, 'bench', 'results', `.${dbName}.mjs`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  require('esbuild').buildSync({
    stdin: { contents: `${BASE_EXPORTS}\n${exports}`, resolveDir: source, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    // ESM needs the file name of next's CommonJS entry points.
    alias: { '@': source, 'next/cache': 'next/cache.js' },
    // The bundled CommonJS pieces still call require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    external: ['@electric-sql/pglite', 'postgres', 'drizzle-orm', 'nodemailer', 'next', '@node-rs/argon2', 'sharp'],
    logLevel: 'error',
  });

  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  let m = null;
  async function drop() {
    if (m) await m.closeDb().catch(() => {});
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(out, { force: true });
  }
  try {
    await admin.unsafe(`CREATE DATABASE "${dbName}"`);
    Object.assign(process.env, {
      DATABASE_URL: url.toString(),
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
      SITE_URL: process.env.SITE_URL ?? 'http://127.0.0.1',
      ...env,
    });
    m = await import(out);
    await m.runMigrations(path.join(source, 'drizzle'));
    await m.seedDemoStore(m.getDb(), { demoShopper: false });
    return { m, db: m.getDb(), dbName, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
