/**
 * GET /api/payments/history/order/{orderNumber}: every payment attempt on the shopper's order,
 * oldest first, as the spec's Payment record (amount in rupees). A provider order that nobody
 * tried to pay yet is not an attempt and is not listed.
 */
import { listPaymentRecords, type PaymentRecord } from '../commerce/payment-records';
import { getDb, type DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { ORDER_NOT_FOUND } from './messages';
import { findOwnOrder } from './order-lookup';

export async function getPaymentHistory(
  userId: number,
  orderNumber: string,
  db: DbOrTx = getDb(),
): Promise<PaymentRecord[]> {
  const order = await findOwnOrder(db, orderNumber, userId);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  return listPaymentRecords(db, order.id);
}
