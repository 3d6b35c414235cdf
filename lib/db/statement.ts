/**
 * A hot statement's SQL built once per process, then run with new values on whichever handle the caller has: the
 * base handle, getStatementDb()'s, or a transaction. Drizzle rebuilds a query's SQL text on every call (about a
 * fifth of a server's CPU while placing orders, issue 37); only the values change between calls.
 *
 * Drizzle's own `.prepare()` builds once too but ties the result to the session it was built on. Its prepared
 * queries (drizzle-orm 0.45: PostgresJsPreparedQuery, PglitePreparedQuery) send through `this.client` alone, so
 * each run borrows the built query with the caller's session client in its place. That reaches into drizzle's
 * internals, here only: `assertInternals` refuses loudly if an upgrade moves them (tests/db/statement.test.ts).
 *
 * Whether PostgreSQL prepares the statement stays the handle's choice, as for any other query (lib/db/client.ts):
 * inside transactions and on the statement pool every query is prepared, on the shared pool none is named
 * (postgres.js's UNSAFE_TRANSACTION, see preparingTransactions). The SQL text is the same on every run, so a
 * connection plans it once.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

type Built<R> = { execute(values?: Record<string, unknown>): Promise<R> };
/** A query builder (select, insert, update, delete) whose `.prepare()` gives a query to run. */
type Preparable<R> = { prepare(name: string): Built<R> };
/** The statement's parameters, one placeholder each, named as the values passed to it. */
export type Params<V> = { [K in keyof V]: Placeholder<K & string, V[K]> };

// What drizzle keeps in the places this file reads (see the comment at the top).
type Session = { client: unknown; prepareQuery: (...args: unknown[]) => Built<unknown> };
type Internals = { session?: Session; dialect?: { sqlToQuery(sql: SQL): unknown } };

/**
 * A statement built by `build` the first time it runs (once per driver), run with `values` on `db`. `build` is
 * given placeholders for the values, typed by its parameter: `(db, p: Params<{ id: number }>) => db.select()…`.
 * A placeholder passed to eq() or sql`` is sent as it is: give dates as ISO strings there. One given as a column's
 * value (insert, update) goes through the column's encoder, which drizzle skips for null only when it built the
 * value itself: a nullable timestamp's null would throw and a json's become JSON null, so give those as sql``.
 */
export function statement<V extends Record<string, unknown>, R>(
  build: (db: DbOrTx, p: Params<V>) => Preparable<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  return compiled((db) => build(db, placeholders<V>()).prepare('statement'));
}

/**
 * A raw SQL statement (sql`…` with placeholders) built once; it answers what db.execute() does, the rows on
 * postgres.js and { rows } on PGlite (read them with rowsOf).
 */
export function sqlStatement<V extends Record<string, unknown>>(
  build: (p: Params<V>) => SQL,
): (db: DbOrTx, values: V) => Promise<unknown> {
  return compiled((db, session) => {
    const { dialect } = db as unknown as Internals;
    if (typeof dialect?.sqlToQuery !== 'function') {
      throw new Error('lib/db/statement.ts: drizzle no longer keeps its dialect on the database handle.');
    }
    const query = dialect.sqlToQuery(build(placeholders<V>()));
    return session.prepareQuery(query, undefined, undefined, false);
  });
}

/**
 * A multi-row insert (one row per seller, per line…) built once per row count: each count has its own SQL text,
 * as drizzle made it, so the statements a process keeps are as many as the counts it has seen. Each row's
 * placeholders are named `<row>.<name>`.
 */
export function rowsStatement<Row extends Record<string, unknown>, R>(
  build: (db: DbOrTx, rows: Params<Row>[]) => Preparable<R>,
): (db: DbOrTx, rows: readonly Row[]) => Promise<R> {
  const byCount = new Map<number, (db: DbOrTx, values: Record<string, unknown>) => Promise<R>>();
  return (db, rows) => {
    let run = byCount.get(rows.length);
    if (!run) {
      const count = rows.length;
      run = statement((handle) =>
        build(
          handle,
          Array.from({ length: count }, (_, row) => placeholders<Row>(`${row}.`)),
        ),
      );
      byCount.set(count, run);
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, index) => {
      for (const [name, value] of Object.entries(row)) values[`${index}.${name}`] = value;
    });
    return run(db, values);
  };
}

/** How many statements this process has built: a statement is built once per driver, not once per run. */
export function builtStatements(): number {
  return builds;
}
let builds = 0;

function compiled<V extends Record<string, unknown>, R>(
  make: (db: DbOrTx, session: Session) => Built<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  // Per driver: postgres.js and PGlite build different query classes (a process normally has one of them).
  const byDriver = new Map<unknown, Built<R>>();
  return (db, values) => {
    const session = sessionOf(db);
    let built = byDriver.get(session.constructor);
    if (!built) {
      built = make(db, session);
      assertInternals(built, session);
      byDriver.set(session.constructor, built);
      builds += 1;
    }
    // The built query with the caller's client; `prepare: false` leaves naming to the handle (see the top).
    const run = Object.create(built, {
      client: { value: session.client },
      prepare: { value: false },
    }) as Built<R>;
    return run.execute(values);
  };
}

function sessionOf(db: DbOrTx): Session {
  const session = (db as unknown as Internals).session;
  if (!session || !session.client || typeof session.prepareQuery !== 'function') {
    throw new Error('lib/db/statement.ts: drizzle no longer keeps a session with its client on the database handle.');
  }
  return session;
}

function assertInternals(built: unknown, session: Session) {
  const query = built as { client?: unknown; execute?: unknown; prepare?: unknown };
  if (query.client !== session.client || typeof query.execute !== 'function') {
    throw new Error('lib/db/statement.ts: drizzle prepared queries no longer send through `this.client`.');
  }
  // postgres.js's (it has unsafe()): the flag that would name the statement on the shared pool must be ours to clear.
  const postgresJs = typeof (session.client as { unsafe?: unknown }).unsafe === 'function';
  if (postgresJs && typeof query.prepare !== 'boolean') {
    throw new Error('lib/db/statement.ts: drizzle postgres.js prepared queries no longer say `prepare`.');
  }
}

function placeholders<V>(prefix = ''): Params<V> {
  return new Proxy({} as Params<V>, { get: (_, name) => sql.placeholder(prefix + String(name)) });
}
