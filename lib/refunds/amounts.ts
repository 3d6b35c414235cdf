/**
 * How much of a sub-order can be given back. A sub-order's share of what was paid is its lines,
 * plus — for the order's first sub-order only — the order-level charges (shipping, COD handling),
 * so refunding every sub-order returns exactly the order total. Refunds that did not fail count
 * as taken (an UNKNOWN one may still go through), so the total can never pass what was paid.
 */
import type { RefundStatus } from '../commerce/refund-json';
import { AppError } from '../errors';
import { paiseToRupees } from '../money';

export function refundablePaise(
  paidPaise: number,
  refunds: readonly { amountPaise: number; status: RefundStatus }[],
): number {
  const taken = refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, paidPaise - taken);
}

export const NOTHING_LEFT = 'Everything paid for this part of the order has already been refunded.';

/** The amount to refund: all that is left when none is asked for; too much is refused. */
export function chooseRefundPaise(requestedPaise: number | undefined, leftPaise: number): number {
  if (leftPaise <= 0) throw new AppError('conflict', NOTHING_LEFT);
  if (requestedPaise === undefined) return leftPaise;
  if (!Number.isSafeInteger(requestedPaise) || requestedPaise <= 0) {
    throw new AppError('invalid', 'Enter an amount above zero.', { errors: { amount: 'Enter an amount above zero.' } });
  }
  if (requestedPaise > leftPaise) {
    const message = `At most ₹${paiseToRupees(leftPaise).toFixed(2)} can still be refunded.`;
    throw new AppError('invalid', message, { errors: { amount: message } });
  }
  return requestedPaise;
}
