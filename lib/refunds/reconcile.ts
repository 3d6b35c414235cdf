/**
 * Settles refunds whose outcome the store does not know: UNKNOWN (the provider did not answer in
 * time) and PENDING ones never sent (the process stopped between the commit and the call). It
 * asks the provider for the payment's refunds and takes its word; only when the provider has no
 * refund with our number is the request sent again — with the same X-Refund-Idempotency key, so
 * even two instances doing this at once make one refund at Razorpay.
 */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { payments, refunds } from '../db/schema';
import { kickMailSender } from '../mail/outbox';
import { refundGatewayFor } from './gateway';
import { dispatchRefund, settleRefund } from './refunds';

const NEVER_SENT_AFTER_MS = 60_000;

export async function reconcileRefunds(db: Db = getDb(), now = new Date()): Promise<number> {
  const due = await db
    .select({ refund: refunds, paymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      or(
        eq(refunds.status, 'UNKNOWN'),
        and(
          eq(refunds.status, 'PENDING'),
          isNull(refunds.providerRefundId),
          lt(refunds.createdAt, new Date(now.getTime() - NEVER_SENT_AFTER_MS)),
        ),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(50);
  let settled = 0;
  for (const { refund, paymentId } of due) {
    const gateway = refundGatewayFor(refund.provider);
    if (!gateway || !paymentId) continue;
    const known = await gateway.listRefunds(paymentId);
    if (known === null) continue; // the provider still does not answer: ask again next time
    const match = known.find((r) => r.refundNumber === refund.refundNumber);
    if (match) {
      await settleRefund(
        db,
        { refundNumber: refund.refundNumber },
        { status: match.status, providerRefundId: match.id },
      );
    } else {
      // The provider never got it: send it (again), under the same idempotency key.
      await db
        .update(refunds)
        .set({ status: 'PENDING', updatedAt: now })
        .where(and(eq(refunds.id, refund.id), inArray(refunds.status, ['UNKNOWN', 'PENDING'])));
      await dispatchRefund(db, refund.id);
    }
    settled += 1;
  }
  if (settled) kickMailSender();
  return settled;
}
