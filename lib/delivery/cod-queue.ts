/**
 * The sellers' queue leaves out the parts of COD orders the buyer has not confirmed (design §13):
 * waiting ones are not theirs to ship yet, and expired ones never were. The subquery reads the few
 * waiting orders off their partial index and the expired ones among the cancelled.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const UNCONFIRMED_COD_ORDER_IDS = sql`SELECT o.id FROM orders o
  WHERE o.cod_confirmation = 'PENDING' OR (o.status = 'CANCELLED' AND o.cod_confirmation = 'EXPIRED')`;

/** A condition on a sub-orders row (by its `order_id` column) keeping it out while its order awaits confirmation. */
export function inSellersQueue(orderIdColumn: SQLWrapper): SQL {
  return sql`${orderIdColumn} NOT IN (${UNCONFIRMED_COD_ORDER_IDS})`;
}
