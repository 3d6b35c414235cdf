/**
 * What a shopper and the staff read about a payment once money may have gone back: one rule for
 * the order page, the payment history and the back office, so no screen says "Paid" for money
 * that was refunded. Only a PROCESSED refund has gone back; a pending one may still fail.
 */
import { paiseToRupees, rupeesToPaise } from '../money';
import type { RefundStatus } from './refund-json';

type Refund = { amount: number; status: RefundStatus };

/** Rupees: what was paid, what went back, what the shop kept, and what is still on its way back. */
export type MoneyBack = { paid: number; refunded: number; kept: number; pending: number };

export function moneyBack(paid: number, refunds: readonly Refund[]): MoneyBack {
  const sum = (status: (s: RefundStatus) => boolean) =>
    refunds.filter((r) => status(r.status)).reduce((n, r) => n + rupeesToPaise(r.amount), 0);
  const refunded = sum((s) => s === 'PROCESSED');
  const pending = sum((s) => s === 'PENDING' || s === 'UNKNOWN');
  const paidPaise = rupeesToPaise(paid);
  return {
    paid: paiseToRupees(paidPaise),
    refunded: paiseToRupees(refunded),
    kept: paiseToRupees(Math.max(0, paidPaise - refunded)),
    pending: paiseToRupees(pending),
  };
}

export type PaymentLike = {
  paid: boolean;
  failed: boolean;
  refundRequired?: boolean;
  amount: number;
  refunds: readonly Refund[];
};

/** "Paid", "Partly refunded", "Refunded", "Paid — refund in progress", "Paid — to be refunded", "Failed" or "Not completed". */
export function paymentStatusLabel(p: PaymentLike): string {
  if (!p.paid) return p.failed ? 'Failed' : 'Not completed';
  const back = moneyBack(p.amount, p.refunds);
  if (back.refunded > 0) return back.kept > 0 ? 'Partly refunded' : 'Refunded';
  if (back.pending > 0) return 'Paid — refund in progress';
  return p.refundRequired ? 'Paid — to be refunded' : 'Paid';
}
