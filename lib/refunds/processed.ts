/**
 * What a processed refund brings with it, in the same transaction: the sub-order becomes REFUNDED
 * when a returned part is paid back in full, the shopper is mailed, and an invoiced part gets
 * its credit note.
 */
import type { Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import { orders, refunds, subOrders } from '../db/schema';
import { queueOrderMail } from '../notify/order-mails';
import { issueCreditNote } from '../invoices/issue';
import { transitionSubOrder } from '../commerce/sub-order-state';
import { paidFor } from './paid';

export async function onRefundProcessed(tx: Tx, refund: typeof refunds.$inferSelect): Promise<void> {
  await markRefundedWhenDone(tx, refund);
  await issueCreditNote(tx, refund);
  const [sub] = await tx
    .select({ number: subOrders.subOrderNumber })
    .from(subOrders)
    .where(eq(subOrders.id, refund.subOrderId));
  await queueOrderMail(tx, refund.orderId, {
    kind: 'REFUNDED',
    amountPaise: refund.amountPaise,
    refundNumber: refund.refundNumber,
    subOrderNumber: sub.number,
  });
}

/** A returned part refunded in full is REFUNDED. */
async function markRefundedWhenDone(tx: Tx, refund: typeof refunds.$inferSelect): Promise<void> {
  const [sub] = await tx.select().from(subOrders).where(eq(subOrders.id, refund.subOrderId));
  if (sub.status !== 'RETURNED') return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, sub.orderId));
  const { paidPaise } = await paidFor(tx, sub, order).catch(() => ({ paidPaise: 0 }));
  const all = await tx.select().from(refunds).where(eq(refunds.subOrderId, sub.id));
  const settled = all.filter((r) => r.status === 'PROCESSED').reduce((s, r) => s + r.amountPaise, 0);
  if (settled >= paidPaise)
    await transitionSubOrder(tx, sub.id, 'REFUNDED', { actor: 'payment', note: `Refund ${refund.refundNumber}` });
}
