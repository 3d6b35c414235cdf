/** The shopper's own order by number; another shopper's order is "not found", never "forbidden". */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';

export type PayableOrder = typeof orders.$inferSelect;

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER.test(value);
}

export async function findOwnOrder(db: DbOrTx, orderNumber: string, userId: number): Promise<PayableOrder | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  return order ?? null;
}

/** Why this order cannot take a new payment attempt (the rule lives in lib/commerce/payable.ts). */
export { notPayableReason } from '../commerce/payable';
