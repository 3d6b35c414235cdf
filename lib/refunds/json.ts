/** A refund as the order JSON and the payment history show it (rupees at the edge). */
import type { refunds } from '../db/schema';
import { paiseToRupees } from '../money';
import type { RefundStatus } from './amounts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundJson = { refundId: string; amount: number; status: RefundStatus; reason: string; createdAt: string };

export const toRefundJson = (r: RefundRow): RefundJson => ({
  refundId: r.refundNumber,
  amount: paiseToRupees(r.amountPaise),
  status: r.status as RefundStatus,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});
