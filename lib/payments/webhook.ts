/**
 * POST /api/payments/webhook: Razorpay's server-to-server events. The signature is checked over
 * the raw body, each event is handled once (its id is stored in the same transaction as its
 * effect, so a failed handling is retried by Razorpay and a repeat is a no-op), and the answer is
 * quick: a few statements, no calls out.
 *
 * Handled: payment.captured, order.paid (the order is paid), payment.failed (an attempt
 * failed), refund.processed and refund.failed (a refund the store opened is settled). Other events are stored and acknowledged.
 */
import { createHash } from 'node:crypto';
import { getDb, type Db, type Tx } from '../db/client';
import { isAppError } from '../errors';
import { refundFromRazorpayEntity } from '../refunds/gateway';
import { settleRefund } from '../refunds/refunds';
import { kickMailSender } from '../mail/outbox';
import { paymentEvents } from '../db/schema';
import { getPaymentsMode, settings } from '../config';
import { AppError } from '../errors';
import { containsNul } from '../http/nul';
import { getPaymentProvider } from './provider';
import { recordPaymentAttempt, type AttemptResult, type PaymentAttempt } from './record-attempt';

export type WebhookOutcome = {
  eventId: string;
  event: string;
  handled: 'processed' | 'duplicate' | 'ignored';
  result?: AttemptResult['kind'];
};

type PaymentEntity = {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  method?: unknown;
  error_description?: unknown;
  error_reason?: unknown;
};
type WebhookBody = {
  event?: unknown;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: Parameters<typeof refundFromRazorpayEntity>[0] & { error_description?: unknown } };
  };
};

/** A refund the store opened is settled by the provider's word; one it does not know is ignored. */
async function settleRefundEvent(tx: Tx, event: string, body: WebhookBody): Promise<boolean> {
  const entity = body.payload?.refund?.entity;
  const refund = entity ? refundFromRazorpayEntity(entity) : null;
  if (!refund) return false;
  const failed = event === 'refund.failed';
  const reason =
    typeof entity?.error_description === 'string'
      ? entity.error_description
      : 'The provider could not refund this payment.';
  const settled = await settleRefund(
    tx,
    { refundNumber: refund.refundNumber, providerRefundId: refund.id },
    { status: failed ? 'FAILED' : 'PROCESSED', providerRefundId: refund.id, failureReason: failed ? reason : null },
  ).catch((error) => {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  });
  return settled !== null;
}

export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  eventIdHeader: string | null,
  db: Db = getDb(),
): Promise<WebhookOutcome> {
  const provider = getPaymentProvider(getPaymentsMode());
  if (!provider.isValidWebhookSignature(rawBody, signature)) {
    if (provider.name === 'razorpay' && !settings.razorpayWebhookSecret()) {
      console.error('[payments] A webhook arrived but RAZORPAY_WEBHOOK_SECRET is not set, so it cannot be trusted.');
    }
    throw new AppError('invalid', 'Invalid webhook signature.');
  }
  const body = webhookBodyOf(rawBody);
  const event = typeof body?.event === 'string' ? body.event.slice(0, 100) : 'unknown';
  // Razorpay sends the same x-razorpay-event-id on every retry of an event.
  const eventId = (eventIdHeader?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`).slice(
    0,
    200,
  );
  const attempt = attemptOf(event, body);

  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ eventId, type: event, payload: body as object })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return { eventId, event, handled: 'duplicate' };
    if (event === 'refund.processed' || event === 'refund.failed') {
      return { eventId, event, handled: (await settleRefundEvent(tx, event, body)) ? 'processed' : 'ignored' };
    }
    if (!attempt) return { eventId, event, handled: 'ignored' };
    const result = await recordPaymentAttempt(tx, attempt);
    return { eventId, event, handled: result.kind === 'ignored' ? 'ignored' : 'processed', result: result.kind };
  });
  kickMailSender();
  return outcome;
}

/**
 * A signed body is still only trusted to be what Razorpay sends: a JSON object. Anything else
 * (`null`, a number, an array, a NUL that PostgreSQL's jsonb refuses) is a 400, logged so a
 * misconfigured sender is noticed.
 */
function webhookBodyOf(rawBody: string): WebhookBody {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || containsNul(body)) {
    console.warn('[payments] A signed webhook whose body is not a JSON object was refused.');
    throw new AppError('invalid', 'The webhook body is not a JSON object.');
  }
  return body as WebhookBody;
}

function attemptOf(event: string, body: WebhookBody): PaymentAttempt | null {
  const payment = body.payload?.payment?.entity;
  if (!payment || typeof payment.id !== 'string') return null;
  const providerOrderId =
    typeof payment.order_id === 'string'
      ? payment.order_id
      : typeof body.payload?.order?.entity?.id === 'string'
        ? body.payload.order.entity.id
        : null;
  if (!providerOrderId) return null;
  const common = {
    providerOrderId,
    paymentId: payment.id,
    amountPaise: Number.isSafeInteger(payment.amount) ? (payment.amount as number) : undefined,
    currency: typeof payment.currency === 'string' ? payment.currency : undefined,
    method: typeof payment.method === 'string' ? payment.method : null,
  };
  if (event === 'payment.captured' || event === 'order.paid') return { ...common, status: 'PAID' };
  if (event === 'payment.failed') {
    const reason = [payment.error_description, payment.error_reason].find((v) => typeof v === 'string' && v.trim());
    return { ...common, status: 'FAILED', failureReason: (reason as string | undefined) ?? 'Payment failed.' };
  }
  return null;
}
