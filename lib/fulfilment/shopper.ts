/**
 * What the shopper can do from the order page: cancel what has not been dispatched, and ask for a
 * return of a delivered part inside the return window. Owner only: anyone else's order number
 * answers "not found", like a wrong one. Both answer the order as the order page shows it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { orders, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { insideReturnWindow } from '../commerce/return-window';
import { getShopSettings } from '../settings/settings';
import { refreshProductPages } from './refresh';
import { getUserOrder, type OrderJson } from '../commerce/orders';
import { transitionSubOrder } from '../commerce/sub-order-state';
import { dispatchRefund } from '../refunds/refunds';
import { afterSubOrderMove } from './effects';
import { queueOrderMail } from '../notify/order-mails';
import { kickMailSender } from '../mail/outbox';

export const NOT_CANCELLABLE = 'This order can no longer be cancelled: every part has been dispatched or closed.';
export const RETURN_WINDOW_CLOSED = 'The return window for this shipment has closed.';
import { BEFORE_DISPATCH } from './rules';
import { ORDER_NOT_FOUND } from '../commerce/messages';

async function ownOrder(db: Db, userId: number, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.userId, userId)));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  return order;
}

async function finish(
  db: Db,
  userId: number,
  orderNumber: string,
  restocked: string[],
  refundIds: number[],
): Promise<OrderJson> {
  await refreshProductPages(restocked);
  for (const id of refundIds) await dispatchRefund(db, id);
  kickMailSender();
  return (await getUserOrder(userId, orderNumber, db))!;
}

export async function cancelOrder(
  userId: number,
  orderNumber: string,
  reason: string | undefined,
  db: Db = getDb(),
): Promise<OrderJson> {
  const order = await ownOrder(db, userId, orderNumber);
  const { restocked, refundIds } = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const open = await tx
      .select({ id: subOrders.id })
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), inArray(subOrders.status, [...BEFORE_DISPATCH])))
      .orderBy(asc(subOrders.id));
    if (!open.length) throw new AppError('conflict', NOT_CANCELLABLE);
    const slugs: string[] = [];
    const ids: number[] = [];
    const numbers: string[] = [];
    for (const { id } of open) {
      const move = await transitionSubOrder(tx, id, 'CANCELLED', {
        actor: 'customer',
        actorUserId: userId,
        note: reason || 'Cancelled by the shopper.',
      });
      slugs.push(...move.restocked);
      numbers.push(move.subOrderNumber);
      ids.push(...(await afterSubOrderMove(tx, move, { mail: false })).refundIds);
    }
    await queueOrderMail(tx, order.id, { kind: 'CANCELLED', subOrderNumbers: numbers, refunded: ids.length > 0 });
    return { restocked: slugs, refundIds: ids };
  });
  return finish(db, userId, order.orderNumber, restocked, refundIds);
}

export async function requestReturn(
  userId: number,
  orderNumber: string,
  input: { subOrderNumber: string; reason: string },
  db: Db = getDb(),
  now = new Date(),
): Promise<OrderJson> {
  const order = await ownOrder(db, userId, orderNumber);
  const [sub] = await db
    .select()
    .from(subOrders)
    .where(and(eq(subOrders.orderId, order.id), eq(subOrders.subOrderNumber, input.subOrderNumber.toUpperCase())));
  if (!sub)
    throw new AppError('not_found', 'Shipment not found in this order.', {
      errors: { subOrderNumber: 'Choose a shipment of this order.' },
    });
  if (sub.status !== 'DELIVERED') throw new AppError('conflict', 'Only a delivered shipment can be returned.');
  const { returnWindowHours } = await getShopSettings(db);
  if (!insideReturnWindow(sub.deliveredAt, returnWindowHours, now))
    throw new AppError('conflict', RETURN_WINDOW_CLOSED);
  await db.transaction(async (tx) => {
    const move = await transitionSubOrder(tx, sub.id, 'RETURN_REQUESTED', {
      actor: 'customer',
      actorUserId: userId,
      note: input.reason,
      now,
    });
    await afterSubOrderMove(tx, move);
  });
  return finish(db, userId, order.orderNumber, [], []);
}
