/**
 * A shopper's COD record (design §13): their COD parcels the courier brought back (RTO) since staff last
 * lifted their bar. Counted from the sub-orders themselves, so it can never drift from what happened.
 */
import { and, eq, gt, isNotNull, or, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, subOrders, users } from '../db/schema';

export async function codRefusalsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.userId, userId),
        // still COD when it came back (an order paid by "pay now instead" is prepaid: not a COD refusal)
        eq(orders.paymentMethod, 'COD'),
        isNotNull(subOrders.rtoAt),
        or(isNull(users.codClearedAt), gt(subOrders.rtoAt, users.codClearedAt)),
      ),
    );
  return row?.count ?? 0;
}
