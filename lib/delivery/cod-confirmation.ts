/**
 * A new COD order waits for the buyer's yes before any seller ships it (design §13). The buyer says
 * yes from the order page (signed in) or from the signed link in the placed mail (lib/delivery/cod-token.ts);
 * only then do the sellers' queue mails go out. Unconfirmed past `cod_confirm_by`, the sweep cancels it
 * through the one order state machine, which returns its stock. The order's status stays the spec's
 * CONFIRMED throughout: `cod_confirmation` carries the wait (PENDING → CONFIRMED, or EXPIRED).
 */
import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '../db/client';
import { orderStatusHistory, orders } from '../db/schema';
import { AppError } from '../errors';
import { getUserOrder, type OrderJson } from '../commerce/orders';
import { transitionOrder } from '../commerce/order-state';
import { sweepOrders } from '../commerce/order-sweep';
import { ORDER_NOT_FOUND } from '../commerce/messages';
import { queueOrderMail } from '../notify/order-mails';
import { queueSellerQueueMails } from '../notify/seller-queue-mails';
import { kickMailSender } from '../mail/outbox';
import { isCodConfirmToken } from './cod-token';

export const NOT_WAITING = 'This order is not waiting for confirmation.';
export const CONFIRM_TOO_LATE = 'The time to confirm this order has passed, so it is being cancelled.';
export const CONFIRMED_NOTE = 'Cash on delivery confirmed by the buyer.';
export const EXPIRED_NOTE = 'Cash on delivery not confirmed by the buyer in time.';

/** The signed link's token when the buyer confirms from the mail's page; none from the order page. */
export const confirmCodSchema = z.object({ token: z.string().trim().max(200).optional() });

/** Who confirms: the signed-in owner, or anyone holding the order's signed link. */
export type CodConfirmer = { userId: number | null; token?: string | null };

export async function confirmCodOrder(
  orderNumber: string,
  who: CodConfirmer,
  db: Db = getDb(),
  now: Date = new Date(),
): Promise<OrderJson> {
  const number = orderNumber.trim().toUpperCase();
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.orderNumber, number));
  const allowed = order && (order.userId === who.userId || (who.token && isCodConfirmToken(number, who.token)));
  // Someone else's order and a forged link answer as a wrong number does: never which.
  if (!order || !allowed) throw new AppError('not_found', ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.status, codConfirmation: orders.codConfirmation, codConfirmBy: orders.codConfirmBy })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    // A cancelled order keeps its PENDING mark (the buyer cancelled before saying yes): nothing to confirm.
    if (row.codConfirmation !== 'PENDING' || row.status !== 'CONFIRMED') throw new AppError('conflict', NOT_WAITING);
    if (row.codConfirmBy && row.codConfirmBy <= now) throw new AppError('conflict', CONFIRM_TOO_LATE);
    await tx.update(orders).set({ codConfirmation: 'CONFIRMED', updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: 'CONFIRMED',
      toStatus: 'CONFIRMED',
      actor: 'customer',
      actorUserId: order.userId === who.userId ? who.userId : null,
      note: CONFIRMED_NOTE,
    });
    // Into the sellers' queues now: each member hears of it once.
    await queueSellerQueueMails(tx, order.id);
  });
  kickMailSender();
  return (await getUserOrder(order.userId, number, db))!;
}

/** What the mail's confirm page shows before its button is pressed: a forged link learns nothing about the order. */
export type CodLinkState =
  { state: 'invalid' } | { state: 'waiting'; confirmBy: string } | { state: 'confirmed' | 'expired' | 'cancelled' };

export async function codLinkState(
  orderNumber: string,
  token: string | null | undefined,
  db: Db = getDb(),
): Promise<CodLinkState> {
  const number = orderNumber.trim().toUpperCase();
  if (!isCodConfirmToken(number, token)) return { state: 'invalid' };
  const [row] = await db
    .select({ status: orders.status, codConfirmation: orders.codConfirmation, codConfirmBy: orders.codConfirmBy })
    .from(orders)
    .where(eq(orders.orderNumber, number));
  if (!row) return { state: 'invalid' };
  if (row.codConfirmation === 'EXPIRED') return { state: 'expired' };
  if (row.status === 'CANCELLED') return { state: 'cancelled' };
  if (row.codConfirmation === 'PENDING' && row.codConfirmBy) {
    return { state: 'waiting', confirmBy: row.codConfirmBy.toISOString() };
  }
  return { state: 'confirmed' };
}

/** Cancels COD orders still unconfirmed past their deadline, returns their stock and tells the buyer. */
export async function expireUnconfirmedCodOrders(db: Db, now: Date = new Date()): Promise<number> {
  const due = and(eq(orders.codConfirmation, 'PENDING'), eq(orders.status, 'CONFIRMED'), lte(orders.codConfirmBy, now));
  const expired = await sweepOrders(db, due, async (tx, id) => {
    await transitionOrder(tx, id, 'CANCELLED', { actor: 'system', note: EXPIRED_NOTE });
    await tx.update(orders).set({ codConfirmation: 'EXPIRED', updatedAt: now }).where(eq(orders.id, id));
    await queueOrderMail(tx, id, { kind: 'COD_EXPIRED' });
  });
  if (expired.length) kickMailSender();
  return expired.length;
}
