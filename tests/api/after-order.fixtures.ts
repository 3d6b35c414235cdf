/** Placing, paying and moving orders for the after-order suites, through the real routes and services. */
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as getOrderRoute } from '@/app/api/orders/number/[orderNumber]/route';
import { POST as cancelRoute } from '@/app/api/orders/number/[orderNumber]/cancel/route';
import { POST as returnRoute } from '@/app/api/orders/number/[orderNumber]/return/route';
import { POST as statusRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/status/route';
import { POST as refundRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/refund/route';
import { getDb } from '@/lib/db/client';
import type { OrderJson } from '@/lib/commerce/orders';
import { openProviderOrder } from '@/lib/payments/open-provider-order';
import { recordPaymentAttempt } from '@/lib/payments/record-attempt';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, confirmCod, json, type Fixture } from './orders.fixtures';

let paymentCounter = 0;

/** A COD order comes back confirmed by its buyer (ready for the sellers) unless `confirm` is false. */
export async function placeTwoSellerOrder(
  f: Fixture,
  method: 'COD' | 'UPI' = 'COD',
  shopper?: TestUser,
  { confirm = true }: { confirm?: boolean } = {},
) {
  const who = shopper ?? (await createTestUser());
  const addressId = (await addAddress(who.user.id)).id;
  const res = await call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json(
      {
        addressId,
        paymentInfo: { method },
        items: [
          { productId: f.tea.id, variantId: null, quantity: 2 },
          { productId: f.honey.id, variantId: null, quantity: 1 },
        ],
      },
      who.authHeader,
    ),
  });
  if (res.status !== 201) throw new Error(`placement failed: ${res.status} ${res.text}`);
  const order = res.body!.data as OrderJson;
  if (method === 'COD' && confirm) await confirmCod(who, order.orderNumber);
  return { shopper: who, order, a: order.subOrders[0].subOrderNumber, b: order.subOrders[1].subOrderNumber };
}

/** Pays a PREPAID order through the configured (sandbox) provider, the way verify records it. */
export async function pay(shopper: TestUser, orderNumber: string): Promise<string> {
  const opened = await openProviderOrder(shopper.user, orderNumber);
  const paymentId = `pay_After${String(++paymentCounter).padStart(9, '0')}`;
  await getDb().transaction((tx) =>
    recordPaymentAttempt(tx, { providerOrderId: opened.razorpayOrderId, paymentId, status: 'PAID', method: 'upi' }),
  );
  return paymentId;
}

export const detail = async (shopper: TestUser, orderNumber: string) =>
  (
    await call(getOrderRoute, `/api/orders/number/${orderNumber}`, {
      headers: shopper.authHeader,
      params: { orderNumber },
    })
  ).body!.data as OrderJson;

export const cancel = (who: TestUser, orderNumber: string, reason?: string) =>
  call(cancelRoute, `/api/orders/number/${orderNumber}/cancel`, {
    method: 'POST',
    params: { orderNumber },
    ...json(reason ? { reason } : {}, who.authHeader),
  });

export const askReturn = (
  who: TestUser,
  orderNumber: string,
  subOrderNumber: string,
  reason = 'The jar arrived cracked',
) =>
  call(returnRoute, `/api/orders/number/${orderNumber}/return`, {
    method: 'POST',
    params: { orderNumber },
    ...json({ subOrderNumber, reason }, who.authHeader),
  });

export const move = (who: TestUser, subOrderNumber: string, body: Record<string, unknown>) =>
  call(statusRoute, `/api/v1/admin/orders/${subOrderNumber}/status`, {
    method: 'POST',
    params: { subOrderNumber },
    ...json(body, who.authHeader),
  });

export const SHIP = {
  status: 'SHIPPED',
  logisticProvider: 'Delhivery',
  waybillNumber: 'DL1234567',
  trackingUrl: 'https://www.delhivery.com/track/package/DL1234567',
};

export async function deliver(who: TestUser, subOrderNumber: string) {
  for (const body of [{ status: 'PROCESSING' }, SHIP, { status: 'DELIVERED' }]) {
    const res = await move(who, subOrderNumber, body);
    if (res.status !== 200) throw new Error(`${body.status}: ${res.status} ${res.text}`);
  }
}

export const refund = (who: TestUser, subOrderNumber: string, body: Record<string, unknown>, key: string | null) =>
  call(refundRoute, `/api/v1/admin/orders/${subOrderNumber}/refund`, {
    method: 'POST',
    params: { subOrderNumber },
    ...json(body, { ...who.authHeader, ...(key ? { 'Idempotency-Key': key } : {}) }),
  });
