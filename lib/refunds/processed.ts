/**
 * What a processed refund brings with it, in the same transaction: the sub-order becomes REFUNDED
 * when a returned part is paid back in full, the shopper is mailed, and an invoiced part gets
 * its credit note.
 */
import type { Tx } from '../db/client';
import type { refunds } from '../db/schema';
import { markRefundedWhenDone } from './refunds';

export async function onRefundProcessed(tx: Tx, refund: typeof refunds.$inferSelect): Promise<void> {
  await markRefundedWhenDone(tx, refund);
}
