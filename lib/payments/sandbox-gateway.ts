/**
 * The sandbox gateway's "bank": the app's checkout dialog calls it when the shopper chooses to
 * pay or to fail. Like Razorpay it answers the browser (payment id + checkout signature, or an
 * error) and tells the store by webhook — the same signed event, through the same handler — so
 * the offline flow exercises the real code paths, including webhook and verify racing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { SessionUser } from '../auth/session';
import { getPaymentsMode } from '../config';
import { AppError } from '../errors';
import { getPaymentProvider } from './provider';
import { createSandboxProvider, sandboxId } from './sandbox-provider';
import { paymentSignature, webhookSignature } from './signature';
import type { SandboxPayInput } from './schemas';
import { handleWebhook } from './webhook';

export const SANDBOX_DECLINES = {
  UPI: 'The UPI payment was declined by the payer (sandbox).',
  CARD: 'The card was declined by the issuing bank (sandbox).',
} as const;

export type SandboxPayResult =
  | { outcome: 'success'; razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }
  | {
      outcome: 'failure';
      error: {
        code: 'BAD_REQUEST_ERROR';
        description: string;
        reason: 'payment_failed';
        metadata: { order_id: string; payment_id: string };
      };
    };

export async function sandboxPay(
  user: SessionUser,
  input: SandboxPayInput,
  db: Db = getDb(),
): Promise<SandboxPayResult> {
  if (getPaymentsMode() !== 'sandbox') throw new AppError('not_found', 'Not found');
  const [opened] = await db
    .select({
      providerOrderId: payments.providerOrderId,
      amountPaise: payments.amountPaise,
      currency: payments.currency,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.providerOrderId, input.razorpayOrderId),
        eq(payments.provider, 'sandbox'),
        isNull(payments.providerPaymentId),
        eq(orders.userId, user.id),
      ),
    )
    .limit(1);
  if (!opened) throw new AppError('not_found', 'Payment order not found.');

  const sandbox = getPaymentProvider('sandbox') as ReturnType<typeof createSandboxProvider>;
  const paymentId = sandboxId('pay');
  const entity = {
    id: paymentId,
    entity: 'payment',
    amount: opened.amountPaise,
    currency: opened.currency,
    status: input.outcome === 'success' ? 'captured' : 'failed',
    order_id: opened.providerOrderId,
    method: input.method.toLowerCase(),
    captured: input.outcome === 'success',
    email: user.email,
    contact: `+91${user.phone}`,
    error_code: input.outcome === 'success' ? null : 'BAD_REQUEST_ERROR',
    error_description: input.outcome === 'success' ? null : SANDBOX_DECLINES[input.method],
    error_reason: input.outcome === 'success' ? null : 'payment_failed',
    created_at: Math.floor(Date.now() / 1000),
  };
  const event = input.outcome === 'success' ? 'payment.captured' : 'payment.failed';
  const raw = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: entity.created_at,
  });
  await handleWebhook(raw, webhookSignature(raw, sandbox.webhookSecret), sandboxId('evt'), db);

  if (input.outcome === 'success') {
    return {
      outcome: 'success',
      razorpayOrderId: opened.providerOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: paymentSignature(opened.providerOrderId, paymentId, sandbox.keySecret),
    };
  }
  return {
    outcome: 'failure',
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: SANDBOX_DECLINES[input.method],
      reason: 'payment_failed',
      metadata: { order_id: opened.providerOrderId, payment_id: paymentId },
    },
  };
}
