/**
 * Everything printed on a sub-order's packing slip and shipping label, read in the caller's
 * back-office scope: another seller's number answers 404 'Order not found.', like every sub-order route.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, productVariants, products, sellers, shipments } from '../../db/schema';
import type { SessionUser } from '../../auth/session';
import { isFirstSubOrder } from '../../commerce/first-sub-order';
import { shipTo, type ShipTo } from '../../commerce/ship-to';
import { findScopedSubOrder } from '../fulfil';
import { labelPayment, parcelWeightGrams, type LabelPayment } from './rules';

export type ReturnAddress = { name: string; lines: string[]; phone: string | null };

export type Paper = {
  subOrderNumber: string;
  orderNumber: string;
  placedAt: Date;
  to: ShipTo;
  from: ReturnAddress;
  items: { name: string; pack: string | null; quantity: number }[];
  weightGrams: number | null;
  payment: LabelPayment;
  /** null until the part ships: the waybill is given when it is handed to the courier */
  shipment: { logisticProvider: string; waybillNumber: string } | null;
};

/** The seller's own address for returns; fields a seller has not filled in are left out, not printed blank. */
function returnAddress(s: typeof sellers.$inferSelect): ReturnAddress {
  const name = s.legalName?.trim() || s.name;
  const place = [[s.city, s.state].filter(Boolean).join(', '), s.pincode?.trim()].filter(Boolean).join(' ');
  return { name, lines: [s.address?.trim(), place].filter((l): l is string => !!l), phone: s.phone?.trim() || null };
}

export async function loadPaper(db: Db, user: SessionUser, subOrderNumber: string): Promise<Paper> {
  const sub = await findScopedSubOrder(db, user, subOrderNumber);
  const [[order], [seller], first, [ship], items] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, sub.orderId)),
    db.select().from(sellers).where(eq(sellers.id, sub.sellerId)),
    isFirstSubOrder(db, sub),
    db.select().from(shipments).where(eq(shipments.subOrderId, sub.id)),
    db
      // A pack's own parcel weight when it has one, else the product's.
      .select({
        item: orderItems,
        weightGrams: sql<number | null>`coalesce(${productVariants.shippingWeightGrams}, ${products.weightGrams})`,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(eq(orderItems.subOrderId, sub.id))
      .orderBy(asc(orderItems.id)),
  ]);
  // What the lines paid after offers: the courier collects the share of the order total, no more.
  const linesPaise = items.reduce((sum, r) => sum + r.item.netPaise, 0);
  return {
    subOrderNumber: sub.subOrderNumber,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    to: shipTo(order.shippingAddress),
    from: returnAddress(seller),
    items: items.map(({ item }) => ({ name: item.productName, pack: item.size, quantity: item.quantity })),
    weightGrams: parcelWeightGrams(items.map((r) => ({ weightGrams: r.weightGrams, quantity: r.item.quantity }))),
    payment: labelPayment(order, linesPaise, first),
    shipment: ship ? { logisticProvider: ship.logisticProvider, waybillNumber: ship.waybillNumber } : null,
  };
}

/** Several at once, in the order asked (repeats printed once); one number out of scope refuses them all. */
export async function loadPapers(db: Db, user: SessionUser, subOrderNumbers: readonly string[]): Promise<Paper[]> {
  const papers: Paper[] = [];
  for (const n of new Set(subOrderNumbers)) papers.push(await loadPaper(db, user, n));
  return papers;
}
