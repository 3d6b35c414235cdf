import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, type Paging } from '../validation/paging';
import type { DbOrTx } from './client';

/**
 * One page of a table's ids under `cond`, newest first, as a subquery: the page comes off the
 * primary key's index, and only those rows are then joined for the list.
 */
export function newestPageIds(db: DbOrTx, table: PgTable, id: PgColumn, cond: SQL | undefined, paging: Paging) {
  return db.select({ id }).from(table).where(cond).orderBy(desc(id)).limit(paging.size).offset(offsetOf(paging));
}
