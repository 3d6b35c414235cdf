/**
 * POST /api/payments/verify: the browser hands back what the checkout returned. The signature is
 * checked against the provider order id this store stored for this shopper's order (not the id
 * the browser sent), in constant time; then the attempt is recorded and the order confirmed once.
 * An identical repeat (a retried request) answers the same success and changes nothing.
 */
import { kickMailSender } from '../mail/outbox';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { payments } from '../db/schema';
import type { SessionUser } from '../auth/session';
import { AppError } from '../errors';
import { ORDER_NOT_FOUND, VERIFICATION_FAILED } from './messages';
import { findOwnOrder } from './order-lookup';
import { isProviderName } from './gateway';
import { getPaymentProvider } from './provider';
import { recordPaymentAttempt } from './record-attempt';
import type { VerifyPaymentInput } from './schemas';

export type VerifiedPayment = { orderNumber: string; status: 'CONFIRMED'; paymentId: string; paid: true };

export async function verifyPayment(
  user: SessionUser,
  input: VerifyPaymentInput,
  db: Db = getDb(),
): Promise<VerifiedPayment> {
  const order = await findOwnOrder(db, input.orderNumber, user.id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  const [opened] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.providerOrderId, input.razorpayOrderId),
        isNull(payments.providerPaymentId),
      ),
    )
    .limit(1);
  // A provider order of another order (even a genuinely signed one) does not pay this order.
  if (!opened || !isProviderName(opened.provider)) throw new AppError('invalid', VERIFICATION_FAILED);
  const provider = getPaymentProvider(opened.provider);
  if (!provider.isValidPaymentSignature(opened.providerOrderId, input.razorpayPaymentId, input.razorpaySignature)) {
    throw new AppError('invalid', VERIFICATION_FAILED);
  }

  const result = await db.transaction((tx) =>
    recordPaymentAttempt(tx, {
      providerOrderId: opened.providerOrderId,
      paymentId: input.razorpayPaymentId,
      status: 'PAID',
    }),
  );
  kickMailSender();
  switch (result.kind) {
    case 'confirmed':
      return { orderNumber: order.orderNumber, status: 'CONFIRMED', paymentId: input.razorpayPaymentId, paid: true };
    case 'refund-required':
      throw new AppError('conflict', `${result.reason} The amount will be refunded.`);
    case 'ignored':
      throw new AppError('conflict', result.reason);
    default:
      throw new AppError('invalid', VERIFICATION_FAILED);
  }
}
