import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { subOrders } from '../db/schema';

/**
 * Whether this is the order's first sub-order (lowest id): the one that carries the order-level
 * charges on its invoice, its refund and its slip.
 */
export async function isFirstSubOrder(db: DbOrTx, sub: { id: number; orderId: number }): Promise<boolean> {
  const [first] = await db
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(eq(subOrders.orderId, sub.orderId))
    .orderBy(asc(subOrders.id))
    .limit(1);
  return first.id === sub.id;
}
