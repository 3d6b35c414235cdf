/**
 * The back office's order queue and sub-order page. A seller's member sees only its seller's
 * sub-orders; another seller's sub-order is "not found". Searching by order number, sub-order
 * number, customer name or e-mail, or phone goes through indexed columns (orders by user, users by
 * phone, e-mail and a trigram index on the name), so the queue stays fast at 100k orders.
 * The fulfilment and refund actions live beside the order state machine, not here.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../auth/actor';
import { scopedSellerId, staffScopeOf } from '../auth/staff';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../http/errors';
import { paiseToRupees } from '../money';
import { listPaymentRecords, type PaymentRecord } from '../payments/history';
import { likePattern, offsetOf, pagingQuery, searchText, type Page } from '../validation/paging';
import { ORDER_NOT_FOUND } from './messages';
import { taxDocumentsOf, type TaxDocumentNumbers } from '../invoices/documents-of';


export const adminOrderQuery = pagingQuery.extend({
  status: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined), z.enum(t.ORDER_STATUSES, { message: 'Unknown status' }).optional()),
  q: searchText,
});
export type AdminOrderQuery = z.output<typeof adminOrderQuery>;

export type AdminSubOrderListItem = {
  subOrderNumber: string;
  orderNumber: string;
  status: string;
  seller: { id: number; name: string };
  customer: { id: number; name: string; email: string; phone: string };
  items: { productName: string; quantity: number; price: number }[];
  itemCount: number;
  total: number;
  paymentType: string;
  paymentMethod: string;
  paymentStatus: string | null;
  createdAt: string;
};

const latestPaymentStatus = sql<string | null>`(SELECT p.status FROM payments p WHERE p.order_id = ${t.orders.id} ORDER BY p.id DESC LIMIT 1)`;

/** Order ids matching a search, each branch on its own index (an OR across tables would scan them all). */
function matchingOrderIds(q: string): SQL {
  const upper = q.toUpperCase();
  const digits = q.replace(/\D/g, '');
  const phone = digits.length >= 10 ? digits.slice(-10) : null;
  const customers = sql`SELECT u.id FROM users u WHERE u.email = ${q.toLowerCase()} OR lower(u.name) LIKE ${likePattern(q)}${
    phone ? sql` OR u.phone = ${phone}` : sql``
  }`;
  return sql`SELECT o.id FROM orders o WHERE o.order_number = ${upper}
    UNION ALL SELECT s.order_id FROM sub_orders s WHERE s.sub_order_number = ${upper}
    UNION ALL SELECT o.id FROM orders o WHERE o.user_id IN (${customers})`;
}

export async function listAdminSubOrders(actor: Actor, query: AdminOrderQuery, db: DbOrTx = getDb()): Promise<Page<AdminSubOrderListItem>> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  // Every condition is on sub_orders itself, so the page and the count never join 100k orders.
  const cond = and(
    ...[
      sellerId === null ? undefined : eq(t.subOrders.sellerId, sellerId),
      query.status ? eq(t.subOrders.status, query.status) : undefined,
      query.q ? sql`${t.subOrders.orderId} IN (${matchingOrderIds(query.q)})` : undefined,
    ].filter(Boolean),
  );
  const pageIds = db
    .select({ id: t.subOrders.id })
    .from(t.subOrders)
    .where(cond)
    .orderBy(desc(t.subOrders.id))
    .limit(query.size)
    .offset(offsetOf(query));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: t.subOrders.id,
        subOrderNumber: t.subOrders.subOrderNumber,
        status: t.subOrders.status,
        sellerId: t.subOrders.sellerId,
        sellerName: t.subOrders.sellerName,
        orderNumber: t.orders.orderNumber,
        paymentType: t.orders.paymentType,
        paymentMethod: t.orders.paymentMethod,
        paymentStatus: latestPaymentStatus,
        createdAt: t.orders.createdAt,
        customerId: t.users.id,
        customerName: t.users.name,
        customerEmail: t.users.email,
        customerPhone: t.users.phone,
      })
      .from(t.subOrders)
      .innerJoin(t.orders, eq(t.orders.id, t.subOrders.orderId))
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(inArray(t.subOrders.id, pageIds))
      .orderBy(desc(t.subOrders.id)),
    db.select({ total: count() }).from(t.subOrders).where(cond),
  ]);
  const items = rows.length
    ? await db
        .select({ subOrderId: t.orderItems.subOrderId, productName: t.orderItems.productName, quantity: t.orderItems.quantity, pricePaise: t.orderItems.pricePaise, totalPaise: t.orderItems.totalPaise })
        .from(t.orderItems)
        .where(inArray(t.orderItems.subOrderId, rows.map((r) => r.id)))
        .orderBy(asc(t.orderItems.id))
    : [];
  return {
    items: rows.map((r) => {
      const mine = items.filter((i) => i.subOrderId === r.id);
      return {
        subOrderNumber: r.subOrderNumber,
        orderNumber: r.orderNumber,
        status: r.status,
        seller: { id: r.sellerId, name: r.sellerName },
        customer: { id: r.customerId, name: r.customerName, email: r.customerEmail, phone: r.customerPhone },
        items: mine.map((i) => ({ productName: i.productName, quantity: i.quantity, price: paiseToRupees(i.pricePaise) })),
        itemCount: mine.reduce((n, i) => n + i.quantity, 0),
        total: paiseToRupees(mine.reduce((n, i) => n + i.totalPaise, 0)),
        paymentType: r.paymentType,
        paymentMethod: r.paymentMethod,
        paymentStatus: r.paymentStatus,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    page: query.page,
    size: query.size,
    total: Number(total),
  };
}

export type AdminSubOrder = Omit<AdminSubOrderListItem, 'items'> & {
  items: { productId: number; productName: string; productSlug: string; size: string | null; imageUrl: string | null; price: number; mrp: number; quantity: number; total: number }[];
  order: { subtotal: number; discount: number; shipping: number; handling: number; total: number; status: string; subOrderCount: number };
  address: unknown;
  payments: PaymentRecord[];
  shipment: { logisticProvider: string; waybillNumber: string; trackingUrl: string | null } | null;
  history: { from: string | null; to: string; actor: string; note: string | null; at: string }[];
  /** its tax invoice's number once it shipped, and a credit note's per refund after that */
  documents: TaxDocumentNumbers;
};

/** The sub-order page: items, customer, address, payment and history. */
export async function getAdminSubOrder(actor: Actor, subOrderNumber: string, db: DbOrTx = getDb()): Promise<AdminSubOrder> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const number = String(subOrderNumber ?? '').trim().toUpperCase().slice(0, 64);
  const [row] = await db
    .select({ sub: t.subOrders, order: t.orders, customer: { id: t.users.id, name: t.users.name, email: t.users.email, phone: t.users.phone } })
    .from(t.subOrders)
    .innerJoin(t.orders, eq(t.orders.id, t.subOrders.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(and(eq(t.subOrders.subOrderNumber, number), sellerId === null ? undefined : eq(t.subOrders.sellerId, sellerId)))
    .limit(1);
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const { sub, order } = row;
  const [items, payments, [shipment], history, [{ n: subOrderCount }], [last], documents] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.subOrderId, sub.id)).orderBy(asc(t.orderItems.id)),
    listPaymentRecords(db, order.id),
    db.select().from(t.shipments).where(eq(t.shipments.subOrderId, sub.id)).limit(1),
    db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, order.id)).orderBy(asc(t.orderStatusHistory.createdAt), asc(t.orderStatusHistory.id)),
    db.select({ n: count() }).from(t.subOrders).where(eq(t.subOrders.orderId, order.id)),
    db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.orderId, order.id)).orderBy(desc(t.payments.id)).limit(1),
    taxDocumentsOf(db, [sub.id]),
  ]);
  return {
    subOrderNumber: sub.subOrderNumber,
    orderNumber: order.orderNumber,
    status: sub.status,
    seller: { id: sub.sellerId, name: sub.sellerName },
    customer: row.customer,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      productSlug: i.productSlug,
      size: i.size,
      imageUrl: i.imageUrl,
      price: paiseToRupees(i.pricePaise),
      mrp: paiseToRupees(i.mrpPaise),
      quantity: i.quantity,
      total: paiseToRupees(i.totalPaise),
    })),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    total: paiseToRupees(items.reduce((n, i) => n + i.totalPaise, 0)),
    order: {
      subtotal: paiseToRupees(order.subtotalPaise),
      discount: paiseToRupees(order.discountPaise),
      shipping: paiseToRupees(order.shippingPaise),
      handling: paiseToRupees(order.handlingPaise),
      total: paiseToRupees(order.totalPaise),
      status: order.status,
      subOrderCount: Number(subOrderCount),
    },
    address: order.shippingAddress,
    paymentType: order.paymentType,
    paymentMethod: order.paymentMethod,
    paymentStatus: last?.status ?? null,
    payments,
    shipment: shipment ? { logisticProvider: shipment.logisticProvider, waybillNumber: shipment.waybillNumber, trackingUrl: shipment.trackingUrl } : null,
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, actor: h.actor, note: h.note, at: h.createdAt.toISOString() })),
    documents: documents.get(sub.id)!,
    createdAt: order.createdAt.toISOString(),
  };
}
