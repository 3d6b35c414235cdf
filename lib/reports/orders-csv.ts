/**
 * GET /api/v1/admin/reports/orders.csv?from=&to=[&sellerId=…]: one row per line of the sub-orders
 * placed in those India days (both included), in the caller's scope. Built in memory: the range is
 * capped at 366 days. The tax in a line is the invoice's own rule (lib/invoices/tax.ts) on what the
 * line paid after its share of the offers, so the CSV and the invoices agree to the paisa.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { taxableOf } from '../invoices/tax';
import { csvLines } from './csv';
import { ratePercentText, rupeesText } from './money-text';
import { dayRange } from './period';
import { reportSeller } from './seller';

export const ORDERS_CSV_HEADER = [
  'Order date',
  'Order number',
  'Sub-order number',
  'Seller',
  'Product',
  'Pack',
  'Quantity',
  'Unit price',
  'Line total',
  'Offer discount',
  'GST rate %',
  'Tax in line',
  'Payment method',
  'Payment type',
  'Sub-order status',
  'Invoice number',
  'Refunded (sub-order)',
];

/** 2026-03-05 14:07, in India's time. */
const istDateTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

export async function ordersCsv(
  actor: Actor,
  input: { from: string; to: string; sellerId?: number },
  db: DbOrTx = getDb(),
): Promise<{ filename: string; csv: string }> {
  const seller = await reportSeller(actor, input.sellerId, db);
  const { start, end } = dayRange(input.from, input.to);
  const rows = await db
    .select({
      createdAt: t.orders.createdAt,
      orderNumber: t.orders.orderNumber,
      subOrderNumber: t.subOrders.subOrderNumber,
      sellerName: t.subOrders.sellerName,
      productName: t.orderItems.productName,
      size: t.orderItems.size,
      quantity: t.orderItems.quantity,
      pricePaise: t.orderItems.pricePaise,
      totalPaise: t.orderItems.totalPaise,
      netPaise: t.orderItems.netPaise,
      rateBp: t.orderItems.gstRateBp,
      paymentMethod: t.orders.paymentMethod,
      paymentType: t.orders.paymentType,
      status: t.subOrders.status,
      invoiceNumber: t.invoices.number,
      refundedPaise:
        sql<number>`(SELECT COALESCE(SUM(r.amount_paise), 0) FROM refunds r WHERE r.sub_order_id = ${t.subOrders.id} AND r.status = 'PROCESSED')`.mapWith(
          Number,
        ),
    })
    .from(t.subOrders)
    .innerJoin(t.orders, eq(t.orders.id, t.subOrders.orderId))
    .innerJoin(t.orderItems, eq(t.orderItems.subOrderId, t.subOrders.id))
    .leftJoin(t.invoices, and(eq(t.invoices.subOrderId, t.subOrders.id), eq(t.invoices.kind, 'INVOICE')))
    .where(
      and(
        gte(t.orders.createdAt, start),
        lt(t.orders.createdAt, end),
        seller ? eq(t.subOrders.sellerId, seller.id) : undefined,
      ),
    )
    .orderBy(asc(t.orders.createdAt), asc(t.subOrders.id), asc(t.orderItems.id));
  const csv = csvLines([
    ORDERS_CSV_HEADER,
    ...rows.map((r) => [
      istDateTime(r.createdAt),
      r.orderNumber,
      r.subOrderNumber,
      r.sellerName,
      r.productName,
      r.size,
      r.quantity,
      rupeesText(r.pricePaise),
      rupeesText(r.totalPaise),
      rupeesText(r.totalPaise - r.netPaise),
      ratePercentText(r.rateBp),
      rupeesText(r.netPaise - taxableOf(r.netPaise, r.rateBp)),
      r.paymentMethod,
      r.paymentType,
      r.status,
      r.invoiceNumber,
      rupeesText(r.refundedPaise),
    ]),
  ]);
  return { filename: `orders-${input.from}-${input.to}.csv`, csv };
}
