/**
 * What can still be refunded on one sub-order, for the back office's Refund action: what was
 * paid for it (cash on delivery only once delivered) less the refunds that did not fail.
 */
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { orders, refunds, subOrders } from '../db/schema';
import { isAppError } from '../errors';
import type { RefundStatus } from '../commerce/refund-json';
import { refundablePaise } from '../refunds/amounts';
import { paidFor } from '../refunds/paid';

/** Paise still refundable on this sub-order; 0 when nothing was paid. The caller has checked the scope. */
export async function refundablePaiseOf(subOrderNumber: string, db: Db = getDb()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sub: subOrders, order: orders })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .where(eq(subOrders.subOrderNumber, subOrderNumber));
    if (!row) return 0;
    const paid = await paidFor(tx, row.sub, row.order).catch((error) => {
      if (isAppError(error) && error.status === 409) return null;
      throw error;
    });
    if (!paid) return 0;
    const taken = await tx
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.subOrderId, row.sub.id));
    return refundablePaise(
      paid.paidPaise,
      taken.map((r) => ({ amountPaise: r.amountPaise, status: r.status as RefundStatus })),
    );
  });
}
