/**
 * A shopper's COD record (design §13): their COD parcels the courier brought back (RTO) since staff last
 * lifted their bar. Counted from the sub-orders themselves, so it can never drift from what happened.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/**
 * The count for the `users` row in the surrounding query (unaliased: named in full, since drizzle leaves a
 * one-table select's columns unqualified), as one SQL expression: one user's record, and a
 * column of the customer list (which filters on it). An order paid by "pay now instead" is prepaid when it
 * came back: not a COD refusal.
 */
export const codRefusalsSql: SQL<number> = sql<number>`(SELECT count(*)::int FROM sub_orders s
  JOIN orders o ON o.id = s.order_id
  WHERE o.user_id = users.id AND o.payment_method = 'COD' AND s.rto_at IS NOT NULL
    AND (users.cod_cleared_at IS NULL OR s.rto_at > users.cod_cleared_at))`;

export async function codRefusalsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ count: codRefusalsSql }).from(users).where(eq(users.id, userId));
  return Number(row?.count ?? 0);
}
