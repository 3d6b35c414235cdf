import { ApiError } from '@/lib/api-client/fetch';
import { formatRupees } from '@/lib/money';

/** A code that stopped applying between pricing and placement: the server's message and its new total (rupees). */
export type CodeConflict = { message: string; newTotal: number | null };

/**
 * The placement's 409 for the coupon (design §11: expired, used up meanwhile): `errors.promotionCode`
 * carries the message and the envelope's data the total without the code. Anything else: null.
 */
export function codeConflictOf(error: unknown): CodeConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.errors?.promotionCode) return null;
  const newTotal = (error.data as { newTotal?: unknown } | undefined)?.newTotal;
  return { message: error.errors.promotionCode, newTotal: typeof newTotal === 'number' ? newTotal : null };
}

/**
 * "This code has expired. New total: ₹1,049.00.": the server's message, and the new total in the
 * page's words (`withTotal`: messages Checkout.payment.newTotal).
 */
export const conflictText = (c: CodeConflict, withTotal: (values: { message: string; total: string }) => string) =>
  c.newTotal === null ? c.message : withTotal({ message: c.message, total: formatRupees(c.newTotal) });
