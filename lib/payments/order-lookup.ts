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

/** Why this order cannot take a new payment attempt, or null when it can. */
export function notPayableReason(order: PayableOrder, now = new Date()): string | null {
  if (order.paymentType !== 'PREPAID') return 'This order is paid on delivery.';
  if (order.status === 'CANCELLED') return 'This order was cancelled and can no longer be paid.';
  if (order.status !== 'PENDING') return 'This order has already been paid.';
  if (order.expiresAt && order.expiresAt.getTime() <= now.getTime()) {
    return 'The time to pay for this order has run out.';
  }
  return null;
}
