/**
 * The back office's order queue and sub-order page. A seller's member sees only its seller's
 * sub-orders; another seller's sub-order is "not found". Searching by order number, sub-order
 * number, customer name or e-mail, or phone goes through indexed columns (orders by user, users by
 * phone, e-mail and a trigram index on the name), so the queue stays fast at 100k orders.
 * The fulfilment and refund actions live beside the order state machine, not here.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../auth/actor';
import { scopedSellerId, staffScopeOf } from '../auth/staff';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { paiseToRupees } from '../money';
import { listPaymentRecords, refundsWithDocs, type PaymentRecord } from './payment-records';
import { paymentStatusLabel } from './payment-status';
import { subOrderPaidPaise } from './payable';
import { toRefundJson, type RefundJson } from './refund-json';
import { historyActorLabel } from './history-actor';
import { likePattern, pageOf, pagingQuery, searchText, type Page } from '../validation/paging';
import { ORDER_NOT_FOUND } from './messages';
import { taxDocumentsOf, type TaxDocumentNumbers } from '../invoices/documents-of';
import { newestPage } from '../db/page-ids';
import { inSellersQueue } from '../delivery/cod-queue';

export const adminOrderQuery = pagingQuery.extend({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
    z.enum(t.ORDER_STATUSES, { message: 'Unknown status' }).optional(),
  ),
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
  /** "Paid", "Partly refunded", "Refunded"… for this part (lib/commerce/payment-status.ts); null while cash on delivery is unpaid */
  paymentLabel: string | null;
  createdAt: string;
};

const latestPaymentStatus = sql<
  string | null
>`(SELECT p.status FROM payments p WHERE p.order_id = ${t.orders.id} ORDER BY p.id DESC LIMIT 1)`;

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

export async function listAdminSubOrders(
  actor: Actor,
  query: AdminOrderQuery,
  db: DbOrTx = getDb(),
): Promise<Page<AdminSubOrderListItem>> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  // Every condition is on sub_orders itself, so the page and the count never join 100k orders; only
  // the few orders awaiting the buyer's COD confirmation are read to leave their parts out.
  const cond = and(
    ...[
      inSellersQueue(t.subOrders.orderId),
      sellerId === null ? undefined : eq(t.subOrders.sellerId, sellerId),
      query.status ? eq(t.subOrders.status, query.status) : undefined,
      query.q ? sql`${t.subOrders.orderId} IN (${matchingOrderIds(query.q)})` : undefined,
    ].filter(Boolean),
  );
  const { rows, total } = await newestPage(
    db,
    t.subOrders,
    cond,
    query,
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
        shippingPaise: t.orders.shippingPaise,
        handlingPaise: t.orders.handlingPaise,
        firstPartId: sql<number>`(SELECT min(f.id) FROM sub_orders f WHERE f.order_id = ${t.orders.id})`,
        createdAt: t.orders.createdAt,
        customerId: t.users.id,
        customerName: t.users.name,
        customerEmail: t.users.email,
        customerPhone: t.users.phone,
      })
      .from(t.subOrders)
      .innerJoin(t.orders, eq(t.orders.id, t.subOrders.orderId))
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .$dynamic(),
  );
  const ids = rows.map((r) => r.id);
  const [items, given] = ids.length
    ? await Promise.all([
        db
          .select({
            subOrderId: t.orderItems.subOrderId,
            productName: t.orderItems.productName,
            quantity: t.orderItems.quantity,
            pricePaise: t.orderItems.pricePaise,
            totalPaise: t.orderItems.totalPaise,
            netPaise: t.orderItems.netPaise,
          })
          .from(t.orderItems)
          .where(inArray(t.orderItems.subOrderId, ids))
          .orderBy(asc(t.orderItems.id)),
        db.select().from(t.refunds).where(inArray(t.refunds.subOrderId, ids)),
      ])
    : [[], []];
  const listed = rows.map((r) => {
    const mine = items.filter((i) => i.subOrderId === r.id);
    // What the lines paid after offers: the part's share of the order total.
    const linesPaise = mine.reduce((n, i) => n + i.netPaise, 0);
    const refunds = given.filter((g) => g.subOrderId === r.id).map(toRefundJson);
    const paid = r.paymentStatus === 'PAID' || refunds.length > 0;
    const sharePaise = subOrderPaidPaise(linesPaise, Number(r.firstPartId) === r.id, r);
    return {
      subOrderNumber: r.subOrderNumber,
      orderNumber: r.orderNumber,
      status: r.status,
      seller: { id: r.sellerId, name: r.sellerName },
      customer: { id: r.customerId, name: r.customerName, email: r.customerEmail, phone: r.customerPhone },
      items: mine.map((i) => ({
        productName: i.productName,
        quantity: i.quantity,
        price: paiseToRupees(i.pricePaise),
      })),
      itemCount: mine.reduce((n, i) => n + i.quantity, 0),
      total: paiseToRupees(linesPaise),
      paymentType: r.paymentType,
      paymentMethod: r.paymentMethod,
      paymentStatus: r.paymentStatus,
      paymentLabel:
        r.paymentStatus || paid
          ? paymentStatusLabel({
              paid,
              failed: r.paymentStatus === 'FAILED',
              amount: paiseToRupees(sharePaise),
              refunds,
            })
          : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return pageOf(query, listed, total);
}

export type AdminSubOrder = Omit<AdminSubOrderListItem, 'items'> & {
  items: {
    productId: number;
    productName: string;
    productSlug: string;
    size: string | null;
    imageUrl: string | null;
    price: number;
    mrp: number;
    quantity: number;
    total: number;
  }[];
  /** this part's share of what the shopper pays: its items, plus the shipping and handling it carries (lib/refunds/amounts.ts) */
  share: { items: number; charges: number; total: number };
  order: {
    status: string;
    /** a COD order the buyer has not confirmed yet: until when it waits (ISO); no seller may move it meanwhile */
    awaitingCodConfirmationUntil: string | null;
    /** the whole order: for an admin only; null for a seller's member, whose part's share is all it sees */
    amounts: {
      subtotal: number;
      discount: number;
      shipping: number;
      handling: number;
      total: number;
      subOrderCount: number;
    } | null;
  };
  address: unknown;
  /** a seller's member reads each attempt as its part's share, with only its part's refunds */
  payments: PaymentRecord[];
  /** refunds made by hand (cash on delivery), in the caller's scope */
  refunds: RefundJson[];
  shipment: { logisticProvider: string; waybillNumber: string; trackingUrl: string | null } | null;
  /** when the courier brought the parcel back undelivered (RTO; its status is RETURNED, then REFUNDED) */
  returnedToOriginAt: string | null;
  /** a seller's member reads the order's own moves and its part's, never another part's; `by` names who moved it */
  history: { from: string | null; to: string; actor: string; by: string; note: string | null; at: string }[];
  /** its tax invoice's number once it shipped, and a credit note's per refund after that */
  documents: TaxDocumentNumbers;
};

/** The sub-order page: items, customer, address, payment and history, each as far as the caller's scope reaches. */
export async function getAdminSubOrder(
  actor: Actor,
  subOrderNumber: string,
  db: DbOrTx = getDb(),
): Promise<AdminSubOrder> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const number = String(subOrderNumber ?? '')
    .trim()
    .toUpperCase()
    .slice(0, 64);
  const [row] = await db
    .select({
      sub: t.subOrders,
      order: t.orders,
      customer: { id: t.users.id, name: t.users.name, email: t.users.email, phone: t.users.phone },
    })
    .from(t.subOrders)
    .innerJoin(t.orders, eq(t.orders.id, t.subOrders.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(
      and(eq(t.subOrders.subOrderNumber, number), sellerId === null ? undefined : eq(t.subOrders.sellerId, sellerId)),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const { sub, order } = row;
  const whole = sellerId === null;
  const [items, allPayments, [shipment], history, parts, [last], documents, manual] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.subOrderId, sub.id)).orderBy(asc(t.orderItems.id)),
    listPaymentRecords(db, order.id),
    db.select().from(t.shipments).where(eq(t.shipments.subOrderId, sub.id)).limit(1),
    historyOf(db, order.id, whole ? null : sub.id),
    db
      .select({ id: t.subOrders.id })
      .from(t.subOrders)
      .where(eq(t.subOrders.orderId, order.id))
      .orderBy(asc(t.subOrders.id)),
    db
      .select({ status: t.payments.status })
      .from(t.payments)
      .where(eq(t.payments.orderId, order.id))
      .orderBy(desc(t.payments.id))
      .limit(1),
    taxDocumentsOf(db, [sub.id]),
    refundsWithDocs(
      db,
      and(
        eq(t.refunds.orderId, order.id),
        isNull(t.refunds.paymentId),
        whole ? undefined : eq(t.refunds.subOrderId, sub.id),
      ),
    ),
  ]);
  const itemsPaise = items.reduce((n, i) => n + i.totalPaise, 0);
  // The share paid is of the lines' net amounts (after offers), as its refunds are.
  const netItemsPaise = items.reduce((n, i) => n + i.netPaise, 0);
  const sharePaise = subOrderPaidPaise(netItemsPaise, parts[0]?.id === sub.id, order);
  const payments = whole
    ? allPayments
    : allPayments.map((p) => ({
        ...p,
        amount: paiseToRupees(sharePaise),
        refunds: p.refunds.filter((r) => r.subOrderNumber === sub.subOrderNumber),
      }));
  const refunds = manual.map(toRefundJson);
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
    total: paiseToRupees(itemsPaise),
    share: {
      items: paiseToRupees(netItemsPaise),
      charges: paiseToRupees(sharePaise - netItemsPaise),
      total: paiseToRupees(sharePaise),
    },
    order: {
      status: order.status,
      awaitingCodConfirmationUntil:
        order.codConfirmation === 'PENDING' && order.status === 'CONFIRMED'
          ? (order.codConfirmBy?.toISOString() ?? null)
          : null,
      amounts: whole
        ? {
            subtotal: paiseToRupees(order.subtotalPaise),
            discount: paiseToRupees(order.discountPaise),
            shipping: paiseToRupees(order.shippingPaise),
            handling: paiseToRupees(order.handlingPaise),
            total: paiseToRupees(order.totalPaise),
            subOrderCount: parts.length,
          }
        : null,
    },
    address: order.shippingAddress,
    paymentType: order.paymentType,
    paymentMethod: order.paymentMethod,
    paymentStatus: last?.status ?? null,
    paymentLabel: labelOf(payments, refunds, whole ? paiseToRupees(order.totalPaise) : paiseToRupees(sharePaise)),
    payments,
    refunds,
    shipment: shipment
      ? {
          logisticProvider: shipment.logisticProvider,
          waybillNumber: shipment.waybillNumber,
          trackingUrl: shipment.trackingUrl,
        }
      : null,
    returnedToOriginAt: sub.rtoAt?.toISOString() ?? null,
    history,
    documents: documents.get(sub.id)!,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The payment that took the money, as the label rule reads it; cash on delivery has one only once refunded by hand. */
function labelOf(payments: PaymentRecord[], manual: RefundJson[], cashPaid: number): string | null {
  const paid = payments.find((p) => p.paid) ?? payments.at(-1);
  if (paid) return paymentStatusLabel(paid);
  return manual.length ? paymentStatusLabel({ paid: true, failed: false, amount: cashPaid, refunds: manual }) : null;
}

/**
 * The order's moves, oldest first, each naming who made it. For a part (a seller's member) only the
 * order's own moves and that part's; the amount a payment row states is the whole order's, so its
 * note is left out there.
 */
async function historyOf(db: DbOrTx, orderId: number, partId: number | null): Promise<AdminSubOrder['history']> {
  const h = t.orderStatusHistory;
  const rows = await db
    .select({ row: h, person: { name: t.users.name, role: t.users.role, sellerName: t.sellers.name } })
    .from(h)
    .leftJoin(t.users, eq(t.users.id, h.actorUserId))
    .leftJoin(t.sellers, eq(t.sellers.id, t.users.sellerId))
    .where(
      and(eq(h.orderId, orderId), partId === null ? undefined : or(isNull(h.subOrderId), eq(h.subOrderId, partId))),
    )
    .orderBy(asc(h.createdAt), asc(h.id));
  return rows.map(({ row, person }) => ({
    from: row.fromStatus,
    to: row.toStatus,
    actor: row.actor,
    by: historyActorLabel(
      row.actor,
      person?.name ? { name: person.name, role: person.role!, sellerName: person.sellerName } : null,
    ),
    note: partId !== null && row.subOrderId === null && row.actor === 'payment' ? null : row.note,
    at: row.createdAt.toISOString(),
  }));
}
