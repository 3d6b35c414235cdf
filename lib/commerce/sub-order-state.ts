/**
 * One seller's part of an order moves on its own through the same machine as the order
 * (lib/commerce/order-state.ts). Every move locks the order row first, so two sellers moving
 * their parts at once take turns and the order's status (derived from all its parts by
 * deriveOrderStatus) is always computed from what is committed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { inventory, orderItems, orderStatusHistory, orders, products, shipments, subOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { deriveOrderStatus } from './derived-status';
import { canActorTransition, canTransition, type OrderActor, type OrderStatus } from './order-state';

export type Shipment = { logisticProvider: string; waybillNumber: string; trackingUrl: string | null };

export type SubOrderMove = {
  subOrderId: number;
  subOrderNumber: string;
  sellerId: number;
  orderId: number;
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  orderFrom: OrderStatus;
  orderTo: OrderStatus;
  /** slugs of products whose stock came back (their pages must be revalidated) */
  restocked: string[];
};

export type SubOrderMoveOptions = {
  actor: OrderActor;
  /** the signed-in person behind the move, kept on the history row */
  actorUserId?: number | null;
  note?: string | null;
  shipment?: Shipment;
  now?: Date;
};

export async function transitionSubOrder(
  db: DbOrTx,
  subOrderId: number,
  to: OrderStatus,
  { actor, actorUserId = null, note, shipment, now = new Date() }: SubOrderMoveOptions,
): Promise<SubOrderMove> {
  return (db as Db).transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: subOrders.orderId }).from(subOrders).where(eq(subOrders.id, subOrderId));
    if (!ref) throw new AppError('not_found', 'Order not found.');
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.id, ref.orderId))
      .for('update');
    const [sub] = await tx.select().from(subOrders).where(eq(subOrders.id, subOrderId)).for('update');
    const from = sub.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw new AppError('conflict', `A sub-order that is ${from} cannot become ${to}.`, { detail: { from, to } });
    }
    if (!canActorTransition(from, to, actor)) {
      throw new AppError('forbidden', `A ${actor} may not move a sub-order from ${from} to ${to}.`, { detail: { from, to } });
    }
    if (to === 'SHIPPED') {
      if (!shipment) throw new AppError('invalid', 'Shipping needs the courier and the waybill number.');
      await tx
        .insert(shipments)
        .values({ subOrderId, ...shipment })
        .onConflictDoUpdate({ target: shipments.subOrderId, set: { ...shipment, createdAt: now } });
    }
    await tx
      .update(subOrders)
      .set({ status: to, updatedAt: now, ...(to === 'DELIVERED' ? { deliveredAt: now } : {}) })
      .where(eq(subOrders.id, subOrderId));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, subOrderId, fromStatus: from, toStatus: to, actor, actorUserId, note: note ?? null });
    const restocked = to === 'CANCELLED' ? await restoreSubOrderStock(tx, [subOrderId]) : [];
    const orderTo = await rederiveOrderStatus(tx, order.id, order.status as OrderStatus, now);
    return {
      subOrderId,
      subOrderNumber: sub.subOrderNumber,
      sellerId: sub.sellerId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      from,
      to,
      orderFrom: order.status as OrderStatus,
      orderTo,
    restocked,
    };
  });
}

/** Recomputes the order's status from its parts and stores it when it changed. */
export async function rederiveOrderStatus(tx: Tx, orderId: number, current: OrderStatus, now = new Date()): Promise<OrderStatus> {
  const parts = await tx.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.orderId, orderId));
  const derived = deriveOrderStatus(parts.map((p) => p.status as OrderStatus));
  if (derived !== current) await tx.update(orders).set({ status: derived, updatedAt: now }).where(eq(orders.id, orderId));
  return derived;
}

/** Puts these sub-orders' quantities back, product rows in id order (the order placement takes them in). */
export async function restoreSubOrderStock(tx: Tx, subOrderIds: number[]): Promise<string[]> {
  if (!subOrderIds.length) return [];
  const lines = await tx
    .select({
      productId: orderItems.productId,
      slug: products.slug,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.subOrderId, subOrderIds))
    .groupBy(orderItems.productId, products.slug)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx
      .update(inventory)
      .set({ stockQuantity: sql`${inventory.stockQuantity} + ${Number(line.quantity)}`, updatedAt: new Date() })
      .where(and(eq(inventory.productId, line.productId)));
  }
  return lines.map((l) => l.slug);
}
