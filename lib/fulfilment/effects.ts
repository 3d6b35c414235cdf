/**
 * What follows a sub-order's move, in the same transaction as the move: the shopper's e-mail is
 * written to the outbox, a shipped part gets its tax invoice, a part taken back is refunded.
 * Whoever moved it (seller, shopper, payment) gets the same consequences. The answer names the
 * refunds the caller sends to the provider once the transaction has committed.
 */
import type { Tx } from '../db/client';
import type { SubOrderMove } from '../commerce/sub-order-state';
import { isAppError } from '../errors';
import { openRefund } from '../refunds/refunds';
import { queueOrderMail } from '../notify/order-mails';
import { issueInvoice } from '../invoices/issue';

export type MoveFollowUp = { refundIds: number[] };

export async function afterSubOrderMove(
  tx: Tx,
  move: SubOrderMove,
  { mail = true }: { mail?: boolean } = {},
): Promise<MoveFollowUp> {
  const refundIds: number[] = [];
  if (move.to === 'SHIPPED') await issueInvoice(tx, move.subOrderId);
  if (move.to === 'SHIPPED' || move.to === 'DELIVERED')
    await queueOrderMail(tx, move.orderId, { kind: move.to, subOrderId: move.subOrderId });
  if (move.to === 'RETURNED' || move.to === 'CANCELLED') {
    const reason = move.to === 'RETURNED' ? 'Returned' : 'Order cancelled';
    const opened = await openRefund(tx, {
      subOrderId: move.subOrderId,
      reason,
      idempotencyKey: move.to.toLowerCase(),
    }).catch((error) => {
      // Nothing was paid for this part (unpaid order, cash not yet collected): nothing to give back.
      if (isAppError(error) && error.status === 409) return null;
      throw error;
    });
    if (opened?.created) refundIds.push(opened.refund.id);
    if (move.to === 'CANCELLED' && mail) {
      await queueOrderMail(tx, move.orderId, {
        kind: 'CANCELLED',
        subOrderNumbers: [move.subOrderNumber],
        refunded: Boolean(opened),
      });
    }
  }
  return { refundIds };
}
