import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sellerWhere, type StaffScope } from '../auth/staff';
import type { DbOrTx } from './client';

/** drizzle's execute() answers the rows directly on postgres.js and { rows } on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A long list in slices of `size`: one statement per slice keeps bulk writes under the bind-parameter limit. */
export function inBatches<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A one-row select's row, read under a row lock (FOR UPDATE, to the transaction's end) when `lock`; none throws. */
export async function singleRow<T>(
  select: PromiseLike<T[]> & { for(strength: 'update'): PromiseLike<T[]> },
  lock: boolean,
  missing: () => Error,
): Promise<T> {
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw missing();
  return row;
}

/**
 * The row of a seller's table with this id when its seller is inside the scope (locked when `lock`),
 * else `missing()`: a row outside the scope answers exactly as an unknown id does.
 */
export function rowInScope<T extends PgTable & { id: PgColumn; sellerId: PgColumn }>(
  db: DbOrTx,
  table: T,
  scope: StaffScope,
  id: number,
  lock: boolean,
  missing: () => Error,
): Promise<T['$inferSelect']> {
  const select = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), sellerWhere(scope, table.sellerId)))
    .limit(1);
  return singleRow(select, lock, missing) as Promise<T['$inferSelect']>;
}
