/**
 * The spec's Payment record (amount in rupees): one payment attempt with the money given back from
 * it. Here, under the orders, because the order pages and the payment history both show it.
 */
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoices, payments, refunds, subOrders } from '../db/schema';
import { paiseToRupees } from '../money';
import { toRefundJson, type RefundJson, type RefundRowWithDocs } from './refund-json';

export type PaymentRecord = {
  paymentId: string;
  createdAt: string;
  amount: number;
  method: string | null;
  paid: boolean;
  failed: boolean;
  failureReason: string | null;
  /** paid for an order that could not take it: the seller refunds it */
  refundRequired: boolean;
  /** money given back from this payment, oldest first */
  refunds: RefundJson[];
};

/** An order's attempts (no ownership check: callers that show them check it). */
export async function listPaymentRecords(db: DbOrTx, orderId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.providerPaymentId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const given = await refundsOfPayments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPaymentRecord(row, given));
}

/** Every refund of these payments, for toPaymentRecord. */
export async function refundsOfPayments(db: DbOrTx, paymentIds: number[]): Promise<RefundRowWithDocs[]> {
  if (!paymentIds.length) return [];
  return refundsWithDocs(db, inArray(refunds.paymentId, paymentIds));
}

/** Refunds matching `where`, oldest first, each with its part's number and its credit note, if any. */
export async function refundsWithDocs(db: DbOrTx, where: SQL | undefined): Promise<RefundRowWithDocs[]> {
  const rows = await db
    .select({ refund: refunds, subOrderNumber: subOrders.subOrderNumber, creditNote: invoices.number })
    .from(refunds)
    .innerJoin(subOrders, eq(subOrders.id, refunds.subOrderId))
    .leftJoin(invoices, and(eq(invoices.refundId, refunds.id), eq(invoices.kind, 'CREDIT_NOTE')))
    .where(where)
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((r) => ({ ...r.refund, subOrderNumber: r.subOrderNumber, creditNote: r.creditNote }));
}

/** One payments row as the spec's Payment record; only rows with a provider payment id are attempts. */
export function toPaymentRecord(
  row: typeof payments.$inferSelect,
  given: readonly RefundRowWithDocs[] = [],
): PaymentRecord {
  return {
    paymentId: row.providerPaymentId!,
    createdAt: row.createdAt.toISOString(),
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    paid: row.status === 'PAID',
    failed: row.status === 'FAILED',
    failureReason: row.failureReason,
    refundRequired: row.refundRequired,
    refunds: given.filter((r) => r.paymentId === row.id).map(toRefundJson),
  };
}
