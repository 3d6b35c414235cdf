/**
 * The one order state machine (docs/decisions.md, "Orders"). Every status change of an order goes through
 * transitionOrder(): it locks the order row, refuses a move the machine (or the actor) does
 * not allow, moves the sub-orders that stand where the order stands, re-derives the order's status
 * (lib/commerce/derived-status.ts), writes a status-history row, and puts the stock back when an
 * order is cancelled. One seller's part moves on its own with transitionSubOrder (sub-order-state.ts).
 *
 * It accepts a transaction, so a caller can compose it with its own writes (payments confirm an
 * order in the same transaction that records the payment); given a plain handle it opens one.
 */
import { and, eq, lte } from 'drizzle-orm';
import { revalidateOrderStock } from '../cache/revalidate';
import type { Db, DbOrTx } from '../db/client';
import { ORDER_STATUSES, orderStatusHistory, orders, subOrders } from '../db/schema';
import { AppError } from '../errors';
import { rederiveOrderStatus, restoreSubOrderStock } from './sub-order-stock';
import { ORDER_NOT_FOUND } from './messages';
import { releaseRedemptions } from '../offers/redemptions';
import { sweepOrders } from './order-sweep';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderActor = 'customer' | 'system' | 'payment' | 'seller';

/**
 * Which moves exist, and who may make each. The shopper may cancel before dispatch and ask
 * for a return after delivery; a payment only confirms (or marks a refund paid); the system only
 * cancels — unpaid orders (expiry sweep) and COD orders the buyer never confirmed
 * (lib/delivery/cod-confirmation.ts); the seller runs fulfilment.
 */
const MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  PENDING: { CONFIRMED: ['payment', 'seller'], CANCELLED: ['customer', 'system', 'seller'] },
  CONFIRMED: { PROCESSING: ['seller'], CANCELLED: ['customer', 'system', 'seller'] },
  PROCESSING: { SHIPPED: ['seller'], CANCELLED: ['customer', 'seller'] },
  // A parcel the courier could not deliver and brought back (return to origin, RTO).
  SHIPPED: { DELIVERED: ['seller'], RETURNED: ['seller'] },
  DELIVERED: { RETURN_REQUESTED: ['customer', 'seller'] },
  RETURN_REQUESTED: { RETURNED: ['seller'] },
  RETURNED: { REFUNDED: ['seller', 'payment'] },
  CANCELLED: {},
  REFUNDED: {},
};

/**
 * The history's note on a shipped part the courier brought back: that it was, whether its stock went back
 * on sale (the seller's choice), and the seller's own note after it.
 */
export function rtoNote(restocked: boolean, note?: string | null): string {
  const base = `Returned to origin (RTO); ${restocked ? 'stock put back' : 'stock not put back'}`;
  return note ? `${base}. ${note}` : base;
}

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether the machine has the move at all (by anyone). */
export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && Boolean(MOVES[from][to]);
}

/** Whether this actor may make the move. */
export function canActorTransition(from: string, to: string, actor: OrderActor): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && Boolean(MOVES[from][to]?.includes(actor));
}

/** Statuses reachable from `from` by anyone. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return Object.keys(MOVES[from]) as OrderStatus[];
}

/**
 * A refused move: 409 when the order is not in a state that allows it (including "already
 * there"), 403 when the actor may not make it, 404 when there is no such order. `detail.from` is
 * the status the order actually had, so a caller can tell "already CONFIRMED" from "CANCELLED
 * meanwhile"; `detail.to` the status asked for.
 */
function refusedMove(
  code: 'forbidden' | 'not_found' | 'conflict',
  message: string,
  from: OrderStatus | null,
  to: OrderStatus,
) {
  return new AppError(code, message, { detail: { from, to } });
}

export type TransitionOptions = { actor: OrderActor; note?: string };
export type TransitionResult = { orderId: number; orderNumber: string; from: OrderStatus; to: OrderStatus };

export async function transitionOrder(
  db: DbOrTx,
  orderId: number,
  to: OrderStatus,
  { actor, note }: TransitionOptions,
): Promise<TransitionResult> {
  // On a transaction this opens a savepoint: a refused move undoes only its own writes.
  const result = await (db as Db).transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw refusedMove('not_found', ORDER_NOT_FOUND, null, to);
    const from = order.status as OrderStatus;
    if (!canTransition(from, to)) {
      throw refusedMove('conflict', `An order that is ${from} cannot become ${to}.`, from, to);
    }
    if (!canActorTransition(from, to, actor)) {
      throw refusedMove('forbidden', `A ${actor} may not move an order from ${from} to ${to}.`, from, to);
    }
    // A whole-order move (payment, expiry) moves the parts that are where the order is; a part a
    // seller already moved on its own keeps its state, and the order's status is re-derived.
    const moved = await tx
      .update(subOrders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(subOrders.orderId, orderId), eq(subOrders.status, from)))
      .returning({ id: subOrders.id });
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to, actor, note: note ?? null });
    if (to === 'CANCELLED')
      await restoreSubOrderStock(
        tx,
        moved.map((m) => m.id),
      );
    const derived = await rederiveOrderStatus(tx, orderId, from);
    // A cancelled order gives its offers' redemptions back (design §11); a returned one does not.
    if (derived === 'CANCELLED') await releaseRedemptions(tx, orderId);
    return { orderId, orderNumber: order.orderNumber, from, to: derived };
  });
  // Stock came back. Only once committed: inside a caller's transaction, the caller revalidates after its commit.
  if (to === 'CANCELLED' && !isTransaction(db)) await revalidateOrderStock([orderId], db as Db);
  return result;
}

function isTransaction(db: DbOrTx): boolean {
  return 'rollback' in db;
}

/** Cancels unpaid PREPAID orders whose payment window has passed and returns their stock. */
export async function expirePendingOrders(db: Db, now: Date = new Date()): Promise<number> {
  const due = and(eq(orders.status, 'PENDING'), eq(orders.paymentType, 'PREPAID'), lte(orders.expiresAt, now));
  const expired = await sweepOrders(db, due, async (tx, id) => {
    await transitionOrder(tx, id, 'CANCELLED', { actor: 'system', note: 'Payment not received in time.' });
  });
  return expired.length;
}
