import { count, desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, type Paging } from '../validation/paging';
import type { DbOrTx } from './client';

/** A table with a serial `id` key. */
type KeyedTable = PgTable & { id: PgColumn };

/**
 * One page of a table's ids under `cond`, newest first, as a subquery: the page comes off the
 * primary key's index, and only those rows are then joined for the list.
 */
function newestPageIds(db: DbOrTx, table: KeyedTable, cond: SQL | undefined, paging: Paging) {
  const { id } = table;
  return db.select({ id }).from(table).where(cond).orderBy(desc(id)).limit(paging.size).offset(offsetOf(paging));
}

/**
 * A back-office list's page, newest first, and the count of all under `cond` (conditions on `table` alone).
 * `rows` is the list's select with its joins but no where (made `$dynamic()`): it reads only the page's ids.
 */
export async function newestPage<Q extends PgSelect>(
  db: DbOrTx,
  table: KeyedTable,
  cond: SQL | undefined,
  paging: Paging,
  rows: Q,
) {
  const [page, [{ total }]] = await Promise.all([
    rows.where(inArray(table.id, newestPageIds(db, table, cond, paging))).orderBy(desc(table.id)),
    db.select({ total: count() }).from(table).where(cond),
  ]);
  return { rows: page as Awaited<Q>, total };
}
