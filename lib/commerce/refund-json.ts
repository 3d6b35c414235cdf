/**
 * A refund as the order JSON and the payment history show it (rupees at the edge). Here, under the
 * orders, because orders, payments and refunds all show it (commerce ← refunds ← payments).
 */
import type { refunds } from '../db/schema';
import { paiseToRupees } from '../money';

export type RefundStatus = 'PENDING' | 'PROCESSED' | 'FAILED' | 'UNKNOWN';

export type RefundRow = typeof refunds.$inferSelect;
/** A refund row with its part's number and, for a part already invoiced, the credit note it was given. */
export type RefundRowWithDocs = RefundRow & { subOrderNumber: string; creditNote: string | null };
export type RefundJson = {
  refundId: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  createdAt: string;
  /** the part it gave money back for (present on orders and payment records) */
  subOrderNumber?: string;
  /** its credit note's number when the part had been invoiced (present on orders and payment records) */
  creditNote?: string | null;
};

export const toRefundJson = (r: RefundRow | RefundRowWithDocs): RefundJson => ({
  refundId: r.refundNumber,
  amount: paiseToRupees(r.amountPaise),
  status: r.status as RefundStatus,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  ...('subOrderNumber' in r ? { subOrderNumber: r.subOrderNumber, creditNote: r.creditNote } : {}),
});
