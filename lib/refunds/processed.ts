/**
 * What a processed refund brings with it, in the same transaction: the sub-order becomes REFUNDED
 * when a returned part is paid back in full, the shopper is mailed, and an invoiced part gets
 * its credit note.
 */
import type { Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import { subOrders, type refunds } from '../db/schema';
import { queueOrderMail } from '../notify/order-mails';
import { issueCreditNote } from '../invoices/issue';
import { markRefundedWhenDone } from './refunds';

export async function onRefundProcessed(tx: Tx, refund: typeof refunds.$inferSelect): Promise<void> {
  await markRefundedWhenDone(tx, refund);
  await issueCreditNote(tx, refund);
  const [sub] = await tx.select({ number: subOrders.subOrderNumber }).from(subOrders).where(eq(subOrders.id, refund.subOrderId));
  await queueOrderMail(tx, refund.orderId, { kind: 'REFUNDED', amountPaise: refund.amountPaise, refundNumber: refund.refundNumber, subOrderNumber: sub.number });
}
