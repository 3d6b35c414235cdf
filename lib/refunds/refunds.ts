/**
 * Refunds, one sub-order at a time. Opening a refund (openRefund) happens inside the caller's
 * transaction — a cancellation, a return taken back, a back-office request — with the order row
 * locked, so two requests can never together give back more than was paid. The provider is
 * called after that commit (dispatchRefund); its answer, a webhook or the reconciler settles the
 * row (settleRefund), whichever comes first, exactly once.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orders, payments, refunds, subOrders } from '../db/schema';
import { AppError } from '../errors';
import type { RefundRow } from '../commerce/refund-json';
import type { RefundStatus } from '../commerce/refund-json';
import { chooseRefundPaise, refundablePaise } from './amounts';
import { refundGatewayFor } from './gateway';
import { onRefundProcessed } from './processed';
import { paidFor } from './paid';
import { ORDER_NOT_FOUND } from '../commerce/messages';

export { toRefundJson, type RefundJson, type RefundRow } from '../commerce/refund-json';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function newRefundNumber(): string {
  let id = 'RF-';
  for (let i = 0; i < 10; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export type OpenRefundInput = { subOrderId: number; amountPaise?: number; reason: string; idempotencyKey: string };

export async function openRefund(tx: Tx, input: OpenRefundInput): Promise<{ refund: RefundRow; created: boolean }> {
  const [ref] = await tx
    .select({ orderId: subOrders.orderId })
    .from(subOrders)
    .where(eq(subOrders.id, input.subOrderId));
  if (!ref) throw new AppError('not_found', ORDER_NOT_FOUND);
  const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
  const [sub] = await tx.select().from(subOrders).where(eq(subOrders.id, input.subOrderId));
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.subOrderId, sub.id), eq(refunds.idempotencyKey, input.idempotencyKey)));
  if (earlier) return { refund: earlier, created: false };

  const { paidPaise, payment } = await paidFor(tx, sub, order);
  const before = await tx.select().from(refunds).where(eq(refunds.subOrderId, sub.id));
  const amountPaise = chooseRefundPaise(
    input.amountPaise,
    refundablePaise(
      paidPaise,
      before.map((r) => ({ amountPaise: r.amountPaise, status: r.status as RefundStatus })),
    ),
  );
  const [refund] = await tx
    .insert(refunds)
    .values({
      refundNumber: newRefundNumber(),
      orderId: order.id,
      subOrderId: sub.id,
      paymentId: payment?.id ?? null,
      provider: payment ? payment.provider : 'manual',
      amountPaise,
      status: payment ? 'PENDING' : 'PROCESSED',
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  if (refund.status === 'PROCESSED') await onRefundProcessed(tx, refund);
  return { refund, created: true };
}

/** Calls the provider for a refund opened and committed before; a no-op for one already sent. */
export async function dispatchRefund(db: Db, refundId: number): Promise<RefundRow> {
  const [row] = await db
    .select({ refund: refunds, paymentId: payments.providerPaymentId })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  const { refund } = row;
  if (refund.provider === 'manual' || refund.status !== 'PENDING' || refund.providerRefundId || !row.paymentId)
    return refund;
  const gateway = refundGatewayFor(refund.provider);
  if (!gateway) {
    console.error(
      `[refunds] ${refund.refundNumber}: no ${refund.provider} credentials; left PENDING for the reconciler.`,
    );
    return refund;
  }
  const answer = await gateway.refund({
    paymentId: row.paymentId,
    amountPaise: refund.amountPaise,
    refundNumber: refund.refundNumber,
    reason: refund.reason,
  });
  if (answer.kind === 'done') {
    return settleRefund(
      db,
      { refundNumber: refund.refundNumber },
      { status: answer.refund.status, providerRefundId: answer.refund.id },
    );
  }
  if (answer.kind === 'refused')
    return settleRefund(db, { refundNumber: refund.refundNumber }, { status: 'FAILED', failureReason: answer.reason });
  console.warn(`[refunds] ${refund.refundNumber} is UNKNOWN (${answer.reason}); the reconciler will ask the provider.`);
  return settleRefund(db, { refundNumber: refund.refundNumber }, { status: 'UNKNOWN', failureReason: answer.reason });
}

export type Settlement = { status: RefundStatus; providerRefundId?: string; failureReason?: string | null };
const FINAL = new Set(['PROCESSED', 'FAILED']);

/**
 * Moves a refund to what the provider says, once: a final state (PROCESSED, FAILED) never
 * changes again, so the provider's answer, the webhook and the reconciler can race harmlessly.
 */
export async function settleRefund(
  db: DbOrTx,
  match: { refundNumber?: string | null; providerRefundId?: string | null },
  next: Settlement,
): Promise<RefundRow> {
  return (db as Db).transaction(async (tx) => {
    const where = match.refundNumber
      ? eq(refunds.refundNumber, match.refundNumber)
      : eq(refunds.providerRefundId, match.providerRefundId ?? '');
    const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(where);
    if (!found) throw new AppError('not_found', 'Refund not found.');
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [refund] = await tx.select().from(refunds).where(where).for('update');
    if (FINAL.has(refund.status)) return refund;
    if (refund.status === 'UNKNOWN' && next.status === 'PENDING' && !next.providerRefundId) return refund;
    const [updated] = await tx
      .update(refunds)
      .set({
        status: next.status,
        providerRefundId: next.providerRefundId ?? refund.providerRefundId,
        failureReason: next.status === 'PROCESSED' ? null : (next.failureReason ?? refund.failureReason),
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (updated.status === 'PROCESSED') await onRefundProcessed(tx, updated);
    return updated;
  });
}
