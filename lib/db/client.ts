/**
 * The one database handle: PGlite (Postgres in WASM, in-process, data in ./data) when
 * DATABASE_URL is unset, postgres.js when it is set. Both speak the same SQL, so the
 * schema, migrations and queries are one.
 *
 * Next bundles each route separately, so a module-level singleton would be created once per
 * bundle; PGlite must have exactly one opener, so the handle lives on globalThis.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { getMode, getPgliteDir } from '../config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, typeof schema, any>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A function that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

type Handle = {
  db: Db;
  /** getStatementDb's: prepared single statements, never a transaction */
  statements: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};
const KEY = Symbol.for('organic-tattva.db');
const store = globalThis as unknown as { [KEY]?: Handle };

export function getDb(): Db {
  return (store[KEY] ??= open()).db;
}

/**
 * For a hot single statement outside any transaction (the session check, a throttle's counter): on PostgreSQL a
 * pool of its own whose every query is prepared, so once planned on a connection it costs one round trip instead
 * of two. It refuses transactions: with none ever begun on it, no BEGIN can be pipelined behind its queries
 * (the hazard preparingTransactions explains). On PGlite it is the one handle.
 */
export function getStatementDb(): Db {
  return (store[KEY] ??= open()).statements;
}

export function getDbKind(): Handle['kind'] {
  return (store[KEY] ??= open()).kind;
}

export async function closeDb(): Promise<void> {
  const handle = store[KEY];
  store[KEY] = undefined;
  if (handle) await handle.close();
}

function open(): Handle {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // The build must work with no database at all: catalogue pages render on first request.
    throw new Error('The database is not available during `next build`.');
  }
  return getMode() === 'live' ? openPostgres(process.env.DATABASE_URL!.trim()) : openPglite(getPgliteDir());
}

function openPostgres(url: string): Handle {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const postgres = require('postgres') as typeof import('postgres');
  const { drizzle } = require('drizzle-orm/postgres-js') as typeof import('drizzle-orm/postgres-js');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const options = { connect_timeout: Number(process.env.DB_CONNECT_TIMEOUT_S ?? 10), onnotice: () => {} };
  const client = postgres(url, { ...options, max: Number(process.env.DB_POOL_MAX ?? 10) });
  const db = drizzle(preparingTransactions(client), { schema }) as unknown as Db;
  // A few connections are enough: its statements are short and pipelined, several on a connection at once.
  const single = postgres(url, { ...options, max: Number(process.env.DB_STATEMENT_POOL_MAX ?? 3) });
  const statements = drizzle(preparedStatementsOnly(single), { schema }) as unknown as Db;
  return {
    db,
    statements,
    kind: 'postgres',
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), single.end({ timeout: 5 })]);
    },
  };
}

type PgClient = ReturnType<typeof import('postgres')>;
type Scope = (sql: PgClient) => unknown;

/**
 * Every query inside a transaction as a prepared statement. Drizzle asks postgres.js to prepare only named
 * queries, and postgres.js sends an unprepared query with parameters as Parse + Describe, waits for the answer,
 * then sends Bind + Execute: two round trips, and inside a transaction nothing else is sent meanwhile
 * (docs/performance.md, "Orders and sale day"). Prepared, a query is planned once per connection, then costs one
 * round trip, sent together with the queries made beside it.
 *
 * Only inside transactions: their connection is reserved, so what is pipelined on it is theirs. Prepared queries
 * on the shared pool let postgres.js pipeline another request's `BEGIN` behind them, and under socket backpressure
 * that BEGIN ran on a connection the pool had not reserved (postgres.js's UNSAFE_TRANSACTION, seen once in ~2,600
 * orders in bench:orders), leaving an open transaction on a pooled connection. The statements live as long as
 * their connection (postgres.js replaces each one after 30-60 minutes).
 */
function preparingTransactions(sql: PgClient): PgClient {
  const { begin } = sql;
  return Object.assign(sql, {
    begin: (...args: unknown[]) => (begin as (...a: unknown[]) => unknown)(...scoped(args)),
  });
}

/** A transaction's (or savepoint's) callback given the transaction's client with every query prepared. */
function scoped(args: unknown[]): unknown[] {
  const fn = args.pop() as Scope;
  return [...args, (tx: PgClient) => fn(prepared(tx))];
}

/** getStatementDb's client: every query prepared, and no transaction, ever (see getStatementDb). */
function preparedStatementsOnly(sql: PgClient): PgClient {
  return Object.assign(prepared(sql), {
    begin: async () => {
      throw new Error('A transaction on the statement pool: use getDb() for transactions.');
    },
  });
}

function prepared(tx: PgClient): PgClient {
  const { unsafe } = tx;
  const savepoint = (tx as PgClient & { savepoint?: (...args: unknown[]) => Promise<unknown> }).savepoint;
  return Object.assign(tx, {
    unsafe: (query: string, params?: unknown[], options?: object) =>
      unsafe(query, params as never, { ...options, prepare: true }),
    ...(savepoint && { savepoint: (...args: unknown[]) => savepoint(...scoped(args)) }),
  });
}

function openPglite(dir: string): Handle {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { PGlite } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { pg_trgm } =
    require('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = require('drizzle-orm/pglite') as typeof import('drizzle-orm/pglite');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const inMemory = dir === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(dir);
  const client = new PGlite(inMemory ? 'memory://' : dir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    statements: db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite has no server to arbitrate between processes: two openers corrupt the data. A pid
 * lock file turns that into a clear message instead.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  try {
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is already open in process ${holder} (probably a running ` +
          '`npm start`). Stop that process first, or use PostgreSQL by setting DATABASE_URL.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lock, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
