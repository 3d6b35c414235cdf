/**
 * The one place a payment attempt lands, whichever way it arrives (the browser's verify call,
 * a webhook, the sandbox): under a row lock on the order, so verify and webhook racing, arriving
 * twice or late still confirm the order exactly once and leave one payment row per payment id.
 *
 * - a failed attempt is recorded with its reason; the order stays PENDING and payable;
 * - a payment for an order that can no longer take it (cancelled/expired, already paid by another
 *   payment, wrong amount, shipped before a "pay now instead") is recorded as PAID with
 *   refundRequired and the reason: money is never lost;
 * - a cash-on-delivery order paid its pay-now amount becomes prepaid (pay-now.ts), once;
 * - a failure reported after the same payment was captured does not un-pay it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { formatRupees, paiseToRupees } from '../money';
import { transitionOrder } from '../commerce/order-state';
import { queueOrderMail } from '../notify/order-mails';
import { queueSellerQueueMails } from '../notify/seller-queue-mails';
import { payNowPaise } from '../commerce/payable';
import { correctSwitchedMethod, switchToPrepaid, whyNotSwitchable } from './pay-now';

export type PaymentAttempt = {
  providerOrderId: string;
  paymentId: string;
  status: 'PAID' | 'FAILED';
  /** what the provider says was paid; verify leaves it out (the stored provider-order amount applies) */
  amountPaise?: number;
  currency?: string;
  /** provider's method name (upi, card, netbanking …) */
  method?: string | null;
  failureReason?: string | null;
};

export type AttemptResult =
  /** this payment confirmed the order (now, or on an earlier delivery of the same payment) */
  | { kind: 'confirmed'; orderId: number; orderNumber: string; firstTime: boolean }
  | { kind: 'failed'; orderId: number; orderNumber: string }
  | { kind: 'refund-required'; orderId: number; orderNumber: string; reason: string }
  /** nothing recorded: unknown provider order, or a payment id already used by another order */
  | { kind: 'ignored'; reason: string };

const normaliseMethod = (method: string | null | undefined) =>
  method ? method.trim().toUpperCase().slice(0, 20) : null;

export async function recordPaymentAttempt(tx: Tx, attempt: PaymentAttempt): Promise<AttemptResult> {
  const [opened] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, attempt.providerOrderId), isNull(payments.providerPaymentId)))
    .limit(1);
  if (!opened) return { kind: 'ignored', reason: 'No order of this store has that provider order id.' };

  const [order] = await tx.select().from(orders).where(eq(orders.id, opened.orderId)).for('update');
  const base = { orderId: order.id, orderNumber: order.orderNumber };

  const [existing] = await tx.select().from(payments).where(eq(payments.providerPaymentId, attempt.paymentId)).limit(1);
  if (existing && (existing.orderId !== order.id || existing.providerOrderId !== attempt.providerOrderId)) {
    return { kind: 'ignored', reason: 'This payment has already been used for another order.' };
  }
  const method = normaliseMethod(attempt.method);

  if (attempt.status === 'FAILED') {
    if (existing) {
      // A late or repeated failure never overwrites a capture, and a known failure is kept once.
      if (existing.status !== 'PAID' && !existing.method && method) {
        await tx.update(payments).set({ method, updatedAt: new Date() }).where(eq(payments.id, existing.id));
      }
      return existing.status === 'PAID' ? settledResult(existing, base) : { kind: 'failed', ...base };
    }
    await insertAttempt(tx, opened, attempt.paymentId, {
      amountPaise: attempt.amountPaise ?? opened.amountPaise,
      currency: attempt.currency ?? opened.currency,
      method,
      status: 'FAILED',
      failureReason: (attempt.failureReason ?? 'Payment failed.').slice(0, 500),
    });
    return { kind: 'failed', ...base };
  }

  if (existing?.status === 'PAID') {
    if (!existing.method && method) {
      await tx.update(payments).set({ method, updatedAt: new Date() }).where(eq(payments.id, existing.id));
      if (!existing.refundRequired) await correctSwitchedMethod(tx, order, method);
    }
    return settledResult(existing, base);
  }

  const amountPaise = attempt.amountPaise ?? opened.amountPaise;
  const currency = attempt.currency ?? opened.currency;
  const refundReason = await whyRefund(tx, order, amountPaise, currency);
  const values = {
    status: 'PAID' as const,
    amountPaise,
    currency,
    method: method ?? existing?.method ?? null,
    failureReason: refundReason,
    refundRequired: refundReason !== null,
    updatedAt: new Date(),
  };
  if (existing) {
    // Failed first, captured later (a late bank confirmation): the same row becomes the payment.
    await tx.update(payments).set(values).where(eq(payments.id, existing.id));
  } else {
    const inserted = await insertAttempt(tx, opened, attempt.paymentId, values);
    if (inserted.length === 0)
      return { kind: 'ignored', reason: 'This payment has already been used for another order.' };
  }
  if (refundReason) {
    console.warn(`[payments] ${attempt.paymentId} on order ${order.orderNumber} needs a refund: ${refundReason}`);
    return { kind: 'refund-required', ...base, reason: refundReason };
  }
  if (order.paymentType === 'POSTPAID') {
    await switchToPrepaid(tx, order, { amountPaise, method: values.method, paymentId: attempt.paymentId });
    return { kind: 'confirmed', ...base, firstTime: true };
  }
  await transitionOrder(tx, order.id, 'CONFIRMED', {
    actor: 'payment',
    note: `Paid ${formatRupees(paiseToRupees(amountPaise))}${values.method ? ` by ${values.method}` : ''} (${attempt.paymentId}).`,
  });
  await queueOrderMail(tx, order.id, { kind: 'PAID', amountPaise });
  await queueSellerQueueMails(tx, order.id);
  return { kind: 'confirmed', ...base, firstTime: true };
}

/** A new row for this payment id on the opened provider order; none when the same id raced in first. */
function insertAttempt(
  tx: Tx,
  opened: typeof payments.$inferSelect,
  paymentId: string,
  values: Omit<typeof payments.$inferInsert, 'orderId' | 'provider' | 'providerOrderId' | 'providerPaymentId'>,
) {
  return tx
    .insert(payments)
    .values({
      orderId: opened.orderId,
      provider: opened.provider,
      providerOrderId: opened.providerOrderId,
      providerPaymentId: paymentId,
      ...values,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
}

/**
 * Why a captured payment cannot pay this order and must be refunded, or null when it pays it: a
 * prepaid order waiting for its total, or a cash-on-delivery order switching to paying now
 * (pay-now.ts) for its total without the handling charge, before any of it shipped.
 */
async function whyRefund(
  tx: Tx,
  order: typeof orders.$inferSelect,
  amountPaise: number,
  currency: string,
): Promise<string | null> {
  const cod = order.paymentType === 'POSTPAID';
  const due = cod ? payNowPaise(order) : order.totalPaise;
  if (currency !== 'INR' || amountPaise !== due) {
    return `The amount paid (${formatRupees(paiseToRupees(amountPaise))}) does not match the ${cod ? 'amount to pay now' : 'order total'} (${formatRupees(paiseToRupees(due))}).`;
  }
  if (order.status === 'CANCELLED') return 'The order was cancelled before the payment arrived.';
  if (cod) return whyNotSwitchable(tx, order);
  if (order.status !== 'PENDING') return 'The order had already been paid by another payment.';
  return null;
}

function settledResult(
  row: typeof payments.$inferSelect,
  base: { orderId: number; orderNumber: string },
): AttemptResult {
  return row.refundRequired
    ? { kind: 'refund-required', ...base, reason: row.failureReason ?? 'This payment will be refunded.' }
    : { kind: 'confirmed', ...base, firstTime: false };
}
