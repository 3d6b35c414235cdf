/**
 * What was paid for one sub-order and by which payment: its lines, plus the order-level charges on
 * the first sub-order (lib/refunds/amounts.ts); cash on delivery counts only once delivered.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderItems, orders, payments, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { subOrderPaidPaise } from '../commerce/payable';
import { isFirstSubOrder } from '../commerce/first-sub-order';

/** What was paid for this sub-order, and by which payment (null = cash on delivery, refunded by hand). */
export async function paidFor(tx: Tx, sub: typeof subOrders.$inferSelect, order: typeof orders.$inferSelect) {
  const first = await isFirstSubOrder(tx, sub);
  const [lines] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderItems.netPaise}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.subOrderId, sub.id));
  const paidPaise = subOrderPaidPaise(Number(lines.total), first, order);
  if (order.paymentType === 'POSTPAID') {
    if (!sub.deliveredAt)
      throw new AppError('conflict', 'Cash on delivery is paid at delivery: nothing has been paid for this part yet.');
    return { paidPaise, payment: null };
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'PAID'), eq(payments.refundRequired, false)))
    .limit(1);
  if (!payment) throw new AppError('conflict', 'Nothing has been paid for this order.');
  return { paidPaise, payment };
}
