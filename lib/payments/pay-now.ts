/**
 * "Pay now instead" (design §13, docs/payments.md): the owner of a cash-on-delivery order none of
 * which has shipped pays it online, without the COD handling charge. Opening goes through the one
 * provider-order path (open-provider-order.ts); the verified payment switches the order to prepaid
 * in recordPaymentAttempt, under the order's row lock, so it happens exactly once.
 */
import { eq } from 'drizzle-orm';
import { getDb, type Db, type DbOrTx, type Tx } from '../db/client';
import { orderStatusHistory, orders, subOrders } from '../db/schema';
import type { SessionUser } from '../auth/session';
import { notSwitchableReason, payNowPaise } from '../commerce/payable';
import { formatRupees, paiseToRupees } from '../money';
import { queueOrderMail } from '../notify/order-mails';
import { queueSellerQueueMails } from '../notify/seller-queue-mails';
import { openProviderOrder, type ChargeRule, type CheckoutOrder } from './open-provider-order';

/** Why this order cannot switch to paying online now (null when it can); reads its sub-orders. */
export async function whyNotSwitchable(db: DbOrTx, order: typeof orders.$inferSelect): Promise<string | null> {
  const subs = await db.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.orderId, order.id));
  return notSwitchableReason({ ...order, subOrders: subs });
}

const payNowCharge: ChargeRule = async (db, order) => ({
  refusal: await whyNotSwitchable(db, order),
  amountPaise: payNowPaise(order),
});

/** POST /api/orders/number/{orderNumber}/pay-now: the provider order the checkout opens with. */
export const openPayNowOrder = (user: SessionUser, orderNumber: string, db: Db = getDb()): Promise<CheckoutOrder> =>
  openProviderOrder(user, orderNumber, payNowCharge, db);

/** The order's method once paid online: the orders table knows UPI and CARD; any other method counts as UPI. */
const prepaidMethod = (method: string | null) => (method === 'CARD' ? 'CARD' : 'UPI');

/**
 * The verified payment of the pay-now amount turns the locked COD order into a prepaid one: the
 * handling charge goes, the total follows (orders_total_adds_up), a waiting confirmation is given
 * (which puts the order in the sellers' queues), and its status stays where it was.
 */
export async function switchToPrepaid(
  tx: Tx,
  order: typeof orders.$inferSelect,
  payment: { amountPaise: number; method: string | null; paymentId: string },
): Promise<void> {
  const paymentMethod = prepaidMethod(payment.method);
  const confirming = order.codConfirmation === 'PENDING';
  await tx
    .update(orders)
    .set({
      paymentType: 'PREPAID',
      paymentMethod,
      handlingPaise: 0,
      totalPaise: payNowPaise(order),
      codConfirmation: confirming ? 'CONFIRMED' : order.codConfirmation,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: 'payment',
    note: `Paid ${formatRupees(paiseToRupees(payment.amountPaise))} by ${payment.method ?? paymentMethod} instead of cash on delivery (${payment.paymentId}).`,
  });
  await queueOrderMail(tx, order.id, { kind: 'PAID', amountPaise: payment.amountPaise });
  if (confirming) await queueSellerQueueMails(tx, order.id);
}

/**
 * Verify carries no method, so a COD order it switched first reads UPI; the webhook of the same
 * payment, arriving later with the provider's method, puts the right one on the order.
 */
export async function correctSwitchedMethod(tx: Tx, order: typeof orders.$inferSelect, method: string): Promise<void> {
  // Only an order placed as COD carries a confirmation; being paid, it was switched by this payment.
  if (order.codConfirmation === null || order.paymentType !== 'PREPAID') return;
  await tx
    .update(orders)
    .set({ paymentMethod: prepaidMethod(method), updatedAt: new Date() })
    .where(eq(orders.id, order.id));
}
