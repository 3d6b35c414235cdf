/**
 * pg-boss runs its SQL through the store's own database handle (its `db` option), so demo mode
 * (PGlite, one in-process connection) and PostgreSQL (postgres.js, the shared pool) run the same jobs.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import { getDb, getDbKind } from '../db/client';

type Result = { rows: unknown[] };
export type SqlAdapter = { executeSql: (text: string, values?: unknown[]) => Promise<Result> };

export function storeSqlAdapter(): SqlAdapter {
  const client = (getDb() as unknown as { $client: unknown }).$client;
  return getDbKind() === 'pglite' ? pgliteAdapter(client as PGlite) : postgresAdapter(client as Sql);
}

function pgliteAdapter(pg: PGlite): SqlAdapter {
  return {
    async executeSql(text, values) {
      if (values?.length) return pg.query(text, values);
      // Without values pg-boss sends whole scripts (its migrations): several statements at once.
      const results = await pg.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function postgresAdapter(sql: Sql): SqlAdapter {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const params = values.map(asParameter) as never[];
        return { rows: [...(await sql.unsafe(text, params))] };
      }
      // Scripts may carry their own BEGIN/COMMIT, which postgres.js allows only on a reserved connection.
      const reserved = await sql.reserve();
      try {
        return { rows: [...(await reserved.unsafe(text))] };
      } catch (error) {
        // A statement that failed after the script's BEGIN leaves the connection in that aborted transaction: end it,
        // or the pool hands the connection on and every later query on it fails (two instances installing pg-boss
        // at once did that to each query of the loser's start-up).
        await reserved.unsafe('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        reserved.release();
      }
    },
  };
}

/**
 * As node-postgres (pg-boss's own driver) sends them: undefined as NULL, a plain object as its JSON
 * text (drizzle turns off postgres.js's own json serializer on the store's client, so we do it here).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return Buffer.isBuffer(value) ? value : JSON.stringify(value);
  }
  return value;
}
