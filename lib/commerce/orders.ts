/**
 * Reading a shopper's orders in the Order shape the order pages and API clients read, prices in rupees. Only the owner
 * reads an order: someone else's order number answers "not found", the same as a wrong one.
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { orderItems, orderPromotions, orders, payments, refunds, shipments, subOrders } from '../db/schema';
import type { OfferKind } from '../offers/types';
import type { ChargedOffer } from './pricing';
import { toRefundJson, type RefundJson } from './refund-json';
import { returnDeadline } from './return-window';
import { getShopSettings } from '../settings/settings';
import { paiseToRupees } from '../money';
import { AppError } from '../errors';
import { refundsWithDocs, toPaymentRecord, type PaymentRecord } from './payment-records';
import { taxDocumentsOf } from '../invoices/documents-of';
import type { PlaceOrderInput } from './input';
import { isOrderNumber } from './order-number';
import { placeOrder, type PlacedRows } from './place-order';
import { ORDER_NOT_FOUND } from './messages';
import type { Shipment } from './sub-order-state';
import type { Locale } from '../i18n/locales';

export type OrderItemJson = {
  id: number;
  productId: number;
  /** the pack sold (design §10); null only for a pack deleted since — `size` keeps its label */
  variantId: number | null;
  productName: string;
  productSlug: string;
  size: string | null;
  imageUrl: string | null;
  price: number;
  productPrice: number;
  quantity: number;
  totalPrice: number;
  /** what the line paid: totalPrice less its share of the order's offers (design §11) */
  netPrice: number;
};
export type SubOrderJson = {
  id: number;
  subOrderNumber: string;
  sellerName: string;
  status: string;
  items: OrderItemJson[];
  shipmentResponse: Shipment | null;
  /** when it was delivered; a return can be asked for until returnBy */
  deliveredAt: string | null;
  returnBy: string | null;
  /** a tax invoice exists (issued when the part shipped) */
  hasInvoice: boolean;
  /** the numbers of its credit notes, one per refund after the invoice, oldest first */
  creditNotes: string[];
  /** the delivery window promised at placement (`YYYY-MM-DD`, IST); null for orders placed before promises */
  estimatedDelivery: { earliest: string; latest: string } | null;
  /** the courier brought it back undelivered (returned to origin) */
  returnedToOrigin: boolean;
};
/** The spec's Payment record; one shape for order detail and the payment page. */
export type PaymentRecordJson = PaymentRecord;
export type ShippingAddressJson = {
  name: string;
  phoneNumber: string;
  streetAddress: string;
  addressLine1: string | null;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};
export type OrderJson = {
  id: number;
  orderNumber: string;
  status: string;
  createdAt: string;
  paymentType: 'PREPAID' | 'POSTPAID';
  paymentMethod: 'UPI' | 'CARD' | 'COD';
  subtotalAmount: number;
  discountAmount: number;
  shippingCharge: number;
  handlingCharge: number;
  totalAmount: number;
  /** when an unpaid PREPAID order is cancelled; null otherwise */
  expiresAt: string | null;
  /** a COD order's confirmation by the buyer (design §13); null for an order placed prepaid */
  codConfirmation: 'PENDING' | 'CONFIRMED' | 'EXPIRED' | null;
  /** while codConfirmation is PENDING: when the unconfirmed order is cancelled */
  codConfirmBy: string | null;
  shippingAddress: ShippingAddressJson;
  subOrders: SubOrderJson[];
  payments: PaymentRecordJson[];
  /** refunds recorded by hand (cash on delivery returned after delivery) */
  refunds: RefundJson[];
  /** the offers the order took (design §11): {code, title, kind, amount}; FREE_SHIPPING's amount is the fee waived */
  promotions: ChargedOffer[];
};

type OrderRow = typeof orders.$inferSelect;

export async function listUserOrders(userId: number, db: DbOrTx = getDb()): Promise<OrderJson[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withDetails(db, rows);
}

export async function getUserOrder(
  userId: number,
  orderNumber: string,
  db: DbOrTx = getDb(),
): Promise<OrderJson | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  return (await withDetails(db, rows))[0] ?? null;
}

/** One of the shopper's own orders by its number (any case); anyone else's is "not found", like a wrong one. */
export async function requireUserOrder(userId: number, rawNumber: string | undefined): Promise<OrderJson> {
  const number = rawNumber?.toUpperCase();
  const order = isOrderNumber(number) ? await getUserOrder(userId, number) : null;
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  return order;
}

/** Places the shopper's order and answers it in the Order shape; `replayed` when the key matched an earlier one. */
export async function placeUserOrder(
  userId: number,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  locale: Locale = 'en',
): Promise<{ order: OrderJson; replayed: boolean }> {
  const placed = await placeOrder(getDb(), { id: userId }, input, { idempotencyKey, locale });
  const order = placed.rows ? placedOrderJson(placed.rows) : (await getUserOrder(userId, placed.orderNumber))!;
  return { order, replayed: placed.replayed };
}

type OrderParts = {
  subs: (typeof subOrders.$inferSelect)[];
  items: (typeof orderItems.$inferSelect)[];
  ships: (typeof shipments.$inferSelect)[];
  pays: (typeof payments.$inferSelect)[];
  given: Awaited<ReturnType<typeof refundsWithDocs>>;
  docs: Awaited<ReturnType<typeof taxDocumentsOf>>;
  returnWindowHours: number;
  offers: { orderId: number; code: string | null; title: string; kind: string; amountPaise: number }[];
};

async function withDetails(db: DbOrTx, rows: OrderRow[]): Promise<OrderJson[]> {
  if (!rows.length) return [];
  const orderIds = rows.map((o) => o.id);
  const subs = await db.select().from(subOrders).where(inArray(subOrders.orderId, orderIds)).orderBy(asc(subOrders.id));
  const subIds = subs.map((s) => s.id);
  const [items, ships, pays, given, docs, settings, offers] = await Promise.all([
    subIds.length
      ? db.select().from(orderItems).where(inArray(orderItems.subOrderId, subIds)).orderBy(asc(orderItems.id))
      : [],
    subIds.length ? db.select().from(shipments).where(inArray(shipments.subOrderId, subIds)) : [],
    db
      .select()
      .from(payments)
      // a provider order nobody tried to pay is not an attempt
      .where(and(inArray(payments.orderId, orderIds), isNotNull(payments.providerPaymentId)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    refundsWithDocs(db, inArray(refunds.orderId, orderIds)),
    taxDocumentsOf(db, subIds),
    getShopSettings(db),
    db
      .select()
      .from(orderPromotions)
      .where(inArray(orderPromotions.orderId, orderIds))
      .orderBy(asc(orderPromotions.id)),
  ]);
  const parts = { subs, items, ships, pays, given, docs, returnWindowHours: settings.returnWindowHours, offers };
  return rows.map((o) => orderJson(o, parts));
}

/**
 * The order just placed, from the rows placement wrote: a fresh order has no shipment, payment attempt, refund,
 * invoice or delivery yet, so reading it back would only return what placement already holds (issue 37).
 */
export function placedOrderJson(placed: PlacedRows): OrderJson {
  const { order, subOrders: subs, items, promotions } = placed;
  return orderJson(order, {
    subs,
    items,
    ships: [],
    pays: [],
    given: [],
    docs: new Map(subs.map((s) => [s.id, { invoice: null, creditNotes: [] }])),
    returnWindowHours: 0, // nothing is delivered yet: no return deadline to compute
    offers: promotions.map((p) => ({ ...p, orderId: order.id })),
  });
}

function orderJson(o: OrderRow, parts: OrderParts): OrderJson {
  const { subs, items, ships, pays, given, docs, returnWindowHours, offers } = parts;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    paymentType: o.paymentType as OrderJson['paymentType'],
    paymentMethod: o.paymentMethod as OrderJson['paymentMethod'],
    subtotalAmount: paiseToRupees(o.subtotalPaise),
    discountAmount: paiseToRupees(o.discountPaise),
    shippingCharge: paiseToRupees(o.shippingPaise),
    handlingCharge: paiseToRupees(o.handlingPaise),
    totalAmount: paiseToRupees(o.totalPaise),
    expiresAt: o.status === 'PENDING' && o.expiresAt ? o.expiresAt.toISOString() : null,
    codConfirmation: o.codConfirmation as OrderJson['codConfirmation'],
    codConfirmBy: o.codConfirmation === 'PENDING' && o.codConfirmBy ? o.codConfirmBy.toISOString() : null,
    shippingAddress: o.shippingAddress as ShippingAddressJson,
    subOrders: subs
      .filter((s) => s.orderId === o.id)
      .map((s) => {
        const ship = ships.find((x) => x.subOrderId === s.id);
        const documents = docs.get(s.id)!;
        return {
          id: s.id,
          subOrderNumber: s.subOrderNumber,
          sellerName: s.sellerName,
          status: s.status,
          items: items.filter((i) => i.subOrderId === s.id).map(itemJson),
          shipmentResponse: ship
            ? {
                logisticProvider: ship.logisticProvider,
                waybillNumber: ship.waybillNumber,
                trackingUrl: ship.trackingUrl,
              }
            : null,
          deliveredAt: s.deliveredAt?.toISOString() ?? null,
          returnBy: returnDeadline(s.deliveredAt, returnWindowHours)?.toISOString() ?? null,
          hasInvoice: documents.invoice !== null,
          creditNotes: documents.creditNotes,
          estimatedDelivery:
            s.deliverEarliest && s.deliverLatest ? { earliest: s.deliverEarliest, latest: s.deliverLatest } : null,
          returnedToOrigin: s.rtoAt !== null,
        };
      }),
    payments: pays.filter((p) => p.orderId === o.id).map((p) => toPaymentRecord(p, given)),
    refunds: given.filter((r) => r.orderId === o.id && r.paymentId === null).map(toRefundJson),
    promotions: offers
      .filter((p) => p.orderId === o.id)
      .map((p) => ({ code: p.code, title: p.title, kind: p.kind as OfferKind, amount: paiseToRupees(p.amountPaise) })),
  };
}

function itemJson(i: typeof orderItems.$inferSelect): OrderItemJson {
  return {
    id: i.id,
    productId: i.productId,
    variantId: i.variantId,
    productName: i.productName,
    productSlug: i.productSlug,
    size: i.size,
    imageUrl: i.imageUrl,
    price: paiseToRupees(i.pricePaise),
    productPrice: paiseToRupees(i.mrpPaise),
    quantity: i.quantity,
    totalPrice: paiseToRupees(i.totalPaise),
    netPrice: paiseToRupees(i.netPaise),
  };
}
