/**
 * One seller's part of an order moves on its own through the same machine as the order
 * (lib/commerce/order-state.ts). Every move locks the order row first, so two sellers moving
 * their parts at once take turns and the order's status (derived from all its parts by
 * deriveOrderStatus) is always computed from what is committed.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { orderStatusHistory, orders, shipments, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { rederiveOrderStatus, restoreSubOrderStock } from './sub-order-stock';
import { rtoNote, canActorTransition, canTransition, type OrderActor, type OrderStatus } from './order-state';
import { AWAITING_COD_CONFIRMATION, ORDER_NOT_FOUND } from './messages';
import { releaseRedemptions } from '../offers/redemptions';

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
  /** a parcel returned to origin goes back on sale only when the seller says so (default yes); other moves always restock */
  restock?: boolean;
  now?: Date;
};

export async function transitionSubOrder(
  db: DbOrTx,
  subOrderId: number,
  to: OrderStatus,
  { actor, actorUserId = null, note, shipment, restock = true, now = new Date() }: SubOrderMoveOptions,
): Promise<SubOrderMove> {
  return (db as Db).transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: subOrders.orderId }).from(subOrders).where(eq(subOrders.id, subOrderId));
    if (!ref) throw new AppError('not_found', ORDER_NOT_FOUND);
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        codConfirmation: orders.codConfirmation,
      })
      .from(orders)
      .where(eq(orders.id, ref.orderId))
      .for('update');
    // No seller touches a COD order before the buyer's yes (design §13); the buyer may still cancel it.
    if (actor === 'seller' && order.codConfirmation === 'PENDING') {
      throw new AppError('conflict', AWAITING_COD_CONFIRMATION);
    }
    const [sub] = await tx.select().from(subOrders).where(eq(subOrders.id, subOrderId)).for('update');
    const from = sub.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw new AppError('conflict', `A sub-order that is ${from} cannot become ${to}.`, { detail: { from, to } });
    }
    if (!canActorTransition(from, to, actor)) {
      throw new AppError('forbidden', `A ${actor} may not move a sub-order from ${from} to ${to}.`, {
        detail: { from, to },
      });
    }
    if (to === 'SHIPPED') {
      if (!shipment) throw new AppError('invalid', 'Shipping needs the courier and the waybill number.');
      await tx
        .insert(shipments)
        .values({ subOrderId, ...shipment })
        .onConflictDoUpdate({ target: shipments.subOrderId, set: { ...shipment, createdAt: now } });
    }
    // The courier brought it back (RTO): still RETURNED (the spec's statuses), marked by when it came back.
    const rto = from === 'SHIPPED' && to === 'RETURNED';
    await tx
      .update(subOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'DELIVERED' ? { deliveredAt: now } : {}),
        ...(rto ? { rtoAt: now } : {}),
      })
      .where(eq(subOrders.id, subOrderId));
    const putBack = (to === 'CANCELLED' || to === 'RETURNED') && (!rto || restock);
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      subOrderId,
      fromStatus: from,
      toStatus: to,
      actor,
      actorUserId,
      note: rto ? rtoNote(restock, note) : note || null,
    });
    // A cancelled part never left; a shopper's return is back on the shelf; a parcel back from the courier is
    // when the seller found it fit to sell again.
    const restocked = putBack ? await restoreSubOrderStock(tx, [subOrderId]) : [];
    const orderTo = await rederiveOrderStatus(tx, order.id, order.status as OrderStatus, now);
    // The last live part cancelled: the order is, and gives its offers' redemptions back (design §11).
    if (orderTo === 'CANCELLED') await releaseRedemptions(tx, order.id, now);
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
