/**
 * POST /api/payments/create-razorpay-order/{orderNumber}: the provider order the browser checkout
 * opens with. An open provider order (same provider, same amount, not yet paid) is reused, so
 * clicking Pay again does not litter the provider with orders.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { orders, payments } from '../db/schema';
import type { SessionUser } from '../auth/session';
import { paiseToRupees } from '../money';
import { getShopSettings } from '../settings/settings';
import { AppError } from '../errors';
import { ORDER_NOT_FOUND } from './messages';
import { findOwnOrder, notPayableReason, type PayableOrder } from './order-lookup';
import type { ProviderName } from './gateway';
import { getPaymentProvider } from './provider';

export type CheckoutOrder = {
  razorpayOrderId: string;
  /** rupees; the provider's checkout is opened with amount × 100 paise (docs/payments.md) */
  amount: number;
  currency: string;
  key: string;
  /** the shopper's name, e-mail and phone, prefilled in the checkout */
  name: string;
  email: string;
  phone: string;
  description: string;
  orderNumber: string;
  shopName: string;
  /** which checkout to open: Razorpay's script or the app's sandbox dialog */
  provider: ProviderName;
};

/**
 * What an order is charged now, or why it cannot be: asked before the provider call and again under
 * the order's lock. A PENDING prepaid order is charged its total; "pay now instead" (pay-now.ts)
 * charges a COD order its total without the handling charge.
 */
export type ChargeRule = (db: DbOrTx, order: PayableOrder) => Promise<{ refusal: string | null; amountPaise: number }>;

const prepaidCharge: ChargeRule = async (_db, order) => ({
  refusal: notPayableReason(order),
  amountPaise: order.totalPaise,
});

export async function openProviderOrder(
  user: SessionUser,
  orderNumber: string,
  rule: ChargeRule = prepaidCharge,
  db: Db = getDb(),
): Promise<CheckoutOrder> {
  const order = await findOwnOrder(db, orderNumber, user.id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  const { refusal, amountPaise } = await rule(db, order);
  if (refusal) throw new AppError('conflict', refusal);
  const provider = getPaymentProvider();

  let providerOrderId = await findOpenProviderOrder(db, order.id, amountPaise, provider.name);
  if (!providerOrderId) {
    const created = await provider.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: order.orderNumber,
      notes: { orderNumber: order.orderNumber },
    });
    // The provider call stays outside the transaction (no lock held over the network); two
    // clicks racing here both create one, and the first stored is the one both get back.
    providerOrderId = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const { refusal: again } = await rule(tx, locked);
      if (again) throw new AppError('conflict', again);
      const open = await findOpenProviderOrder(tx, order.id, amountPaise, provider.name);
      if (open) return open;
      await tx.insert(payments).values({
        orderId: order.id,
        provider: provider.name,
        providerOrderId: created.id,
        amountPaise: created.amountPaise,
        currency: created.currency,
        status: 'CREATED',
      });
      return created.id;
    });
  }
  const { shop } = await getShopSettings(db);
  return {
    razorpayOrderId: providerOrderId,
    amount: paiseToRupees(amountPaise),
    currency: 'INR',
    key: provider.keyId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    description: `${shop.name} order ${order.orderNumber}`,
    orderNumber: order.orderNumber,
    shopName: shop.name,
    provider: provider.name,
  };
}

/** The latest provider order of this order that can still be paid: same provider and amount, no capture. */
async function findOpenProviderOrder(
  db: DbOrTx,
  orderId: number,
  amountPaise: number,
  provider: ProviderName,
): Promise<string | null> {
  const [row] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        isNull(payments.providerPaymentId),
        eq(payments.amountPaise, amountPaise),
        sql`NOT EXISTS (SELECT 1 FROM ${payments} p2 WHERE p2.provider_order_id = ${payments.providerOrderId} AND p2.status = 'PAID')`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.providerOrderId ?? null;
}
