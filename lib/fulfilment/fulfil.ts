/**
 * The back office moves one seller's part of an order (confirm, pack, ship, deliver, take a
 * return back, cancel). A member of a seller reaches only that seller's sub-orders; any other
 * number answers 404, the same as one that does not exist.
 */
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { orders, shipments, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { rupeesToPaise } from '../money';
import { inScope, staffScopeOf } from '../auth/staff';
import type { SessionUser } from '../auth/session';
import { refreshProductPages } from './refresh';
import { transitionSubOrder } from '../commerce/sub-order-state';
import { dispatchRefund, openRefund, toRefundJson, type RefundJson } from '../refunds/refunds';
import { afterSubOrderMove } from './effects';
import { kickMailSender } from '../mail/outbox';
import type { RefundRequestInput, SubOrderStatusInput } from './schemas';
import { ORDER_NOT_FOUND } from '../commerce/messages';
import { recordAudit } from '../audit/audit';

export type StaffSubOrderJson = {
  subOrderNumber: string;
  orderNumber: string;
  sellerName: string;
  status: string;
  orderStatus: string;
  shipment: { logisticProvider: string; waybillNumber: string; trackingUrl: string | null } | null;
};

/** The sub-order if the caller's scope reaches it; otherwise "not found". */
export async function findScopedSubOrder(db: Db, user: SessionUser, subOrderNumber: string) {
  const scope = staffScopeOf(user);
  const [sub] = await db.select().from(subOrders).where(eq(subOrders.subOrderNumber, subOrderNumber));
  if (!sub || !inScope(scope, sub.sellerId)) throw new AppError('not_found', ORDER_NOT_FOUND);
  return sub;
}

export async function moveSubOrder(
  user: SessionUser,
  subOrderNumber: string,
  input: SubOrderStatusInput,
  db: Db = getDb(),
): Promise<StaffSubOrderJson> {
  const sub = await findScopedSubOrder(db, user, subOrderNumber);
  const shipment =
    input.status === 'SHIPPED'
      ? {
          logisticProvider: input.logisticProvider!,
          waybillNumber: input.waybillNumber!,
          trackingUrl: input.trackingUrl ?? null,
        }
      : undefined;
  const move = await db.transaction(async (tx) => {
    const done = await transitionSubOrder(tx, sub.id, input.status, {
      actor: 'seller',
      actorUserId: user.id,
      note: input.note,
      shipment,
      restock: input.restock,
    });
    // Who moved it is also on the order's history; the audit log is where the back office reads every write.
    await recordAudit(
      tx,
      user,
      'sub-order',
      done.subOrderNumber,
      'status',
      { status: done.from },
      {
        status: done.to,
        note: input.note ?? null,
        shipment: shipment ?? null,
        ...(input.restock === undefined ? {} : { restock: input.restock }),
      },
    );
    return { ...done, ...(await afterSubOrderMove(tx, done)) };
  });
  await refreshProductPages(move.restocked);
  for (const id of move.refundIds) await dispatchRefund(db, id);
  kickMailSender();
  return staffSubOrderJson(db, sub.id);
}

export async function staffSubOrderJson(db: Db, subOrderId: number): Promise<StaffSubOrderJson> {
  const [row] = await db
    .select({ sub: subOrders, orderNumber: orders.orderNumber, orderStatus: orders.status, ship: shipments })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .leftJoin(shipments, eq(shipments.subOrderId, subOrders.id))
    .where(eq(subOrders.id, subOrderId));
  return {
    subOrderNumber: row.sub.subOrderNumber,
    orderNumber: row.orderNumber,
    sellerName: row.sub.sellerName,
    status: row.sub.status,
    orderStatus: row.orderStatus,
    shipment: row.ship
      ? {
          logisticProvider: row.ship.logisticProvider,
          waybillNumber: row.ship.waybillNumber,
          trackingUrl: row.ship.trackingUrl,
        }
      : null,
  };
}

/**
 * The back office gives money back for one sub-order (all that is left, or part of it). The
 * Idempotency-Key makes a repeated request answer the first refund instead of paying twice.
 */
export async function refundSubOrder(
  user: SessionUser,
  subOrderNumber: string,
  input: RefundRequestInput,
  idempotencyKey: string | null,
  db: Db = getDb(),
): Promise<{ refund: RefundJson; created: boolean }> {
  const key = idempotencyKey?.trim();
  if (!key || key.length > 100) {
    throw new AppError('invalid', 'Send an Idempotency-Key header (at most 100 characters) with a refund.');
  }
  const sub = await findScopedSubOrder(db, user, subOrderNumber);
  const amountPaise = input.amount === undefined ? undefined : rupeesToPaise(input.amount);
  const opened = await db.transaction(async (tx) => {
    const result = await openRefund(tx, {
      subOrderId: sub.id,
      amountPaise,
      reason: input.reason,
      idempotencyKey: `staff:${key}`,
    });
    if (result.created) {
      const { refundNumber, amountPaise: paise, reason } = result.refund;
      await recordAudit(tx, user, 'sub-order', sub.subOrderNumber, 'refund', null, {
        refundNumber,
        amountPaise: paise,
        reason,
      });
    }
    return result;
  });
  const refund = opened.created ? await dispatchRefund(db, opened.refund.id) : opened.refund;
  kickMailSender();
  return { refund: toRefundJson(refund), created: opened.created };
}
