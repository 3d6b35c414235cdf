// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { POST as createOrderRoute } from '@/app/api/payments/create-razorpay-order/[orderNumber]/route';
import { POST as verifyRoute } from '@/app/api/payments/verify/route';
import { GET as historyRoute } from '@/app/api/payments/history/order/[orderNumber]/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { getDb } from '@/lib/db/client';
import { orderStatusHistory, orders, paymentEvents, payments } from '@/lib/db/schema';
import { placeOrder } from '@/lib/commerce/place-order';
import { transitionOrder } from '@/lib/commerce/order-state';
import { SANDBOX_DEV_KEY_SECRET } from '@/lib/config';
import { paymentSignature, webhookSignature } from '@/lib/payments/signature';
import type { PaymentRecord } from '@/lib/commerce/payment-records';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, type Fixture } from './orders.fixtures';

const WEBHOOK_SECRET = 'whsec_payments_suite';
let f: Fixture;
let shopper: TestUser;
let addressId: number;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
});
afterAll(teardownTestDatabase);
beforeEach(async () => {
  // Explicit, so the suite behaves the same in demo (PGlite) and live (PostgreSQL) mode.
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
  delete process.env.RAZORPAY_API_BASE_URL;
  await setStock(f.tea.id, 1000);
  shopper = await createTestUser();
  addressId = (await addAddress(shopper.user.id)).id;
});
afterEach(() => {
  delete process.env.PAYMENTS_MODE;
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
});

// ---------------------------------------------------------------- helpers

/** Tea ₹399 + ₹59 delivery = ₹458. */
const TEA_ORDER_TOTAL = 458;

async function placeTeaOrder(who: TestUser = shopper, method: 'UPI' | 'CARD' | 'COD' = 'UPI') {
  const address = who === shopper ? addressId : (await addAddress(who.user.id)).id;
  return placeOrder(
    getDb(),
    { id: who.user.id },
    {
      addressId: address,
      paymentInfo: { method },
      items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
    },
  );
}

const createProviderOrder = (orderNumber: string, who: TestUser = shopper) =>
  call(createOrderRoute, `/api/payments/create-razorpay-order/${orderNumber}`, {
    method: 'POST',
    headers: who.authHeader,
    params: { orderNumber },
  });

async function openOrder(orderNumber: string, who: TestUser = shopper): Promise<CheckoutOrder> {
  const res = await createProviderOrder(orderNumber, who);
  expect(res.status).toBe(200);
  return res.body!.data as CheckoutOrder;
}

type VerifyBody = {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
  orderNumber: string;
};
const verify = (body: VerifyBody, who: TestUser = shopper) =>
  call(verifyRoute, '/api/payments/verify', { method: 'POST', ...json(body, who.authHeader) });

const history = async (orderNumber: string, who: TestUser = shopper) =>
  call(historyRoute, `/api/payments/history/order/${orderNumber}`, {
    headers: who.authHeader,
    params: { orderNumber },
  });

const sandboxPay = (
  razorpayOrderId: string,
  outcome: 'success' | 'failure',
  method: 'UPI' | 'CARD' = 'UPI',
  who = shopper,
) =>
  call(sandboxPayRoute, '/api/payments/sandbox/pay', {
    method: 'POST',
    ...json({ razorpayOrderId, method, outcome }, who.authHeader),
  });

let paymentCounter = 0;
const newPaymentId = () => `pay_Test${String(++paymentCounter).padStart(10, '0')}`;
const sign = (providerOrderId: string, paymentId: string) =>
  paymentSignature(providerOrderId, paymentId, SANDBOX_DEV_KEY_SECRET);

function webhookBody(event: string, entity: Record<string, unknown>) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: 1_700_000_000,
  });
}
function capturedEntity(
  providerOrderId: string,
  paymentId: string,
  amountPaise = TEA_ORDER_TOTAL * 100,
  method = 'upi',
) {
  return {
    id: paymentId,
    entity: 'payment',
    amount: amountPaise,
    currency: 'INR',
    status: 'captured',
    order_id: providerOrderId,
    method,
    captured: true,
  };
}
function failedEntity(
  providerOrderId: string,
  paymentId: string,
  reason = 'Payment failed due to insufficient balance.',
) {
  return {
    id: paymentId,
    entity: 'payment',
    amount: TEA_ORDER_TOTAL * 100,
    currency: 'INR',
    status: 'failed',
    order_id: providerOrderId,
    method: 'card',
    error_description: reason,
  };
}
const sendWebhook = (
  raw: string,
  eventId: string | null,
  signature: string | null = webhookSignature(raw, WEBHOOK_SECRET),
) =>
  call(webhookRoute, '/api/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature !== null ? { 'X-Razorpay-Signature': signature } : {}),
      ...(eventId ? { 'X-Razorpay-Event-Id': eventId } : {}),
    },
    body: raw,
  });

async function orderState(orderNumber: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const confirmations = await getDb()
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'CONFIRMED')));
  const rows = await getDb().select().from(payments).where(eq(payments.orderId, order.id));
  return {
    status: order.status,
    confirmations: confirmations.length,
    attempts: rows.filter((r) => r.providerPaymentId),
    rows,
  };
}

// ---------------------------------------------------------------- the happy path

describe('sandbox flow', () => {
  it('creates the provider order, pays in the sandbox, verifies, confirms once and lists the payment', async () => {
    const placed = await placeTeaOrder();
    expect(placed).toMatchObject({ status: 'PENDING', paymentType: 'PREPAID' });

    const checkout = await openOrder(placed.orderNumber);
    expect(checkout).toMatchObject({
      amount: TEA_ORDER_TOTAL,
      currency: 'INR',
      key: 'rzp_test_sandbox',
      name: shopper.user.name,
      email: shopper.user.email,
      phone: shopper.user.phone,
      orderNumber: placed.orderNumber,
      provider: 'sandbox',
    });
    expect(checkout.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    // A second click reuses the open provider order.
    expect((await openOrder(placed.orderNumber)).razorpayOrderId).toBe(checkout.razorpayOrderId);

    const paid = await sandboxPay(checkout.razorpayOrderId, 'success', 'UPI');
    expect(paid.status).toBe(200);
    const result = paid.body!.data as { razorpayPaymentId: string; razorpaySignature: string };
    const verified = await verify({
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: result.razorpayPaymentId,
      razorpaySignature: result.razorpaySignature,
      orderNumber: placed.orderNumber,
    });
    expect(verified.status).toBe(200);
    expect(verified.body!.data).toMatchObject({ orderNumber: placed.orderNumber, status: 'CONFIRMED', paid: true });

    const state = await orderState(placed.orderNumber);
    expect(state.status).toBe('CONFIRMED');
    expect(state.confirmations).toBe(1);
    expect(state.attempts).toHaveLength(1);

    const list = await history(placed.orderNumber);
    expect(list.status).toBe(200);
    expect(list.body!.data).toEqual([
      {
        paymentId: result.razorpayPaymentId,
        createdAt: expect.any(String),
        amount: TEA_ORDER_TOTAL,
        method: 'UPI',
        paid: true,
        failed: false,
        failureReason: null,
        refundRequired: false,
        refunds: [],
      },
    ]);
    // A paid order takes no new payment.
    expect((await createProviderOrder(placed.orderNumber)).status).toBe(409);
  });

  it('confirms on verify alone (no webhook), and a late webhook for it changes nothing but the method', async () => {
    const placed = await placeTeaOrder(shopper, 'CARD');
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const paymentId = newPaymentId();
    const res = await verify({
      razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(razorpayOrderId, paymentId),
      orderNumber: placed.orderNumber,
    });
    expect(res.status).toBe(200);
    const late = await sendWebhook(
      webhookBody('payment.captured', capturedEntity(razorpayOrderId, paymentId, undefined, 'card')),
      'evt_late_1',
    );
    expect(late.status).toBe(200);
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'CONFIRMED', confirmations: 1 });
    expect(state.attempts).toHaveLength(1);
    expect(state.attempts[0]).toMatchObject({ status: 'PAID', method: 'CARD', refundRequired: false });
  });

  it('records a failed attempt with its reason, keeps the order payable, and a later payment succeeds', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const failed = await sandboxPay(razorpayOrderId, 'failure', 'CARD');
    expect(failed.status).toBe(200);
    expect(failed.body!.data).toMatchObject({
      outcome: 'failure',
      error: { description: expect.stringMatching(/declined/) },
    });
    expect((await orderState(placed.orderNumber)).status).toBe('PENDING');

    const again = await openOrder(placed.orderNumber);
    expect(again.razorpayOrderId).toBe(razorpayOrderId);
    const paid = (await sandboxPay(razorpayOrderId, 'success', 'UPI')).body!.data as {
      razorpayPaymentId: string;
      razorpaySignature: string;
    };
    const ok = await verify({
      razorpayOrderId,
      razorpayPaymentId: paid.razorpayPaymentId,
      razorpaySignature: paid.razorpaySignature,
      orderNumber: placed.orderNumber,
    });
    expect(ok.status).toBe(200);

    const records = (await history(placed.orderNumber)).body!.data as PaymentRecord[];
    expect(records.map((r) => ({ paid: r.paid, failed: r.failed, method: r.method }))).toEqual([
      { paid: false, failed: true, method: 'CARD' },
      { paid: true, failed: false, method: 'UPI' },
    ]);
    expect(records[0].failureReason).toMatch(/declined by the issuing bank/);
    expect((await orderState(placed.orderNumber)).confirmations).toBe(1);
  });
});

// ---------------------------------------------------------------- who may do what

describe('access', () => {
  it('answers 401 without a session and 404 for another shopper’s order', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const stranger = await createTestUser();

    const anonymous = await call(createOrderRoute, `/api/payments/create-razorpay-order/${placed.orderNumber}`, {
      method: 'POST',
      params: { orderNumber: placed.orderNumber },
    });
    expect(anonymous.status).toBe(401);
    expect((await createProviderOrder(placed.orderNumber, stranger)).status).toBe(404);
    expect((await history(placed.orderNumber, stranger)).status).toBe(404);
    const paymentId = newPaymentId();
    const res = await verify(
      {
        razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: sign(razorpayOrderId, paymentId),
        orderNumber: placed.orderNumber,
      },
      stranger,
    );
    expect(res.status).toBe(404);
    expect((await sandboxPay(razorpayOrderId, 'success', 'UPI', stranger)).status).toBe(404);
    expect((await orderState(placed.orderNumber)).status).toBe('PENDING');
  });

  it('refuses a provider order for a cash-on-delivery order and for a cancelled order', async () => {
    const cod = await placeTeaOrder(shopper, 'COD');
    const res = await createProviderOrder(cod.orderNumber);
    expect(res.status).toBe(409);
    const upi = await placeTeaOrder();
    await transitionOrder(getDb(), upi.orderId, 'CANCELLED', { actor: 'customer' });
    expect((await createProviderOrder(upi.orderNumber)).status).toBe(409);
  });

  it('refuses a cross-site request carrying the session cookie', async () => {
    const placed = await placeTeaOrder();
    const res = await call(createOrderRoute, `/api/payments/create-razorpay-order/${placed.orderNumber}`, {
      method: 'POST',
      headers: { ...shopper.cookieHeader, Origin: 'https://evil.example' },
      params: { orderNumber: placed.orderNumber },
    });
    expect(res.status).toBe(403);
  });
});

// ---------------------------------------------------------------- refused verifications

describe('verify refuses, and nothing changes', () => {
  async function expectUntouched(orderNumber: string) {
    const state = await orderState(orderNumber);
    expect(state.status).toBe('PENDING');
    expect(state.confirmations).toBe(0);
    expect(state.attempts).toHaveLength(0);
  }

  it('a forged signature', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const paymentId = newPaymentId();
    for (const razorpaySignature of [
      '0'.repeat(64),
      paymentSignature(razorpayOrderId, paymentId, 'guessed-secret'),
      'not-hex',
    ]) {
      const res = await verify({
        razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature,
        orderNumber: placed.orderNumber,
      });
      expect(res.status).toBe(400);
      expect(res.body!.message).toBe('Payment verification failed.');
    }
    await expectUntouched(placed.orderNumber);
  });

  it("another order's genuine signature", async () => {
    const a = await placeTeaOrder();
    const b = await placeTeaOrder();
    const checkoutA = await openOrder(a.orderNumber);
    const checkoutB = await openOrder(b.orderNumber);
    const paymentId = newPaymentId();
    const signatureForA = sign(checkoutA.razorpayOrderId, paymentId);
    // A's provider order named on B, and B's provider order with A's signature.
    const first = await verify({
      razorpayOrderId: checkoutA.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: signatureForA,
      orderNumber: b.orderNumber,
    });
    const second = await verify({
      razorpayOrderId: checkoutB.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: signatureForA,
      orderNumber: b.orderNumber,
    });
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    await expectUntouched(a.orderNumber);
    await expectUntouched(b.orderNumber);
  });

  it('a replayed verify: answered as before, no second record or confirmation', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const paymentId = newPaymentId();
    const body = {
      razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(razorpayOrderId, paymentId),
      orderNumber: placed.orderNumber,
    };
    expect((await verify(body)).status).toBe(200);
    const before = await orderState(placed.orderNumber);
    for (let i = 0; i < 3; i += 1) {
      const replay = await verify(body);
      expect(replay.status).toBe(200);
      expect(replay.body!.data).toMatchObject({ status: 'CONFIRMED', paymentId });
    }
    const after = await orderState(placed.orderNumber);
    expect(after.confirmations).toBe(1);
    expect(after.rows).toEqual(before.rows);
  });

  it('a payment id already used on another order, even with a valid signature for this one', async () => {
    const a = await placeTeaOrder();
    const b = await placeTeaOrder();
    const checkoutA = await openOrder(a.orderNumber);
    const checkoutB = await openOrder(b.orderNumber);
    const paymentId = newPaymentId();
    expect(
      (
        await verify({
          razorpayOrderId: checkoutA.razorpayOrderId,
          razorpayPaymentId: paymentId,
          razorpaySignature: sign(checkoutA.razorpayOrderId, paymentId),
          orderNumber: a.orderNumber,
        })
      ).status,
    ).toBe(200);
    const reused = await verify({
      razorpayOrderId: checkoutB.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(checkoutB.razorpayOrderId, paymentId),
      orderNumber: b.orderNumber,
    });
    expect(reused.status).toBe(409);
    await expectUntouched(b.orderNumber);
    const stateA = await orderState(a.orderNumber);
    expect(stateA.attempts).toHaveLength(1);
    expect(stateA.confirmations).toBe(1);
    // The same through a webhook naming B's provider order.
    const raw = webhookBody('payment.captured', capturedEntity(checkoutB.razorpayOrderId, paymentId));
    expect((await sendWebhook(raw, 'evt_reuse_1')).status).toBe(200);
    await expectUntouched(b.orderNumber);
  });

  it('a provider order for the wrong amount: not confirmed (the payment is kept and flagged for refund)', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    // A provider order that does not ask for the order's total (it cannot come from this store's API).
    await getDb().update(payments).set({ amountPaise: 100 }).where(eq(payments.providerOrderId, razorpayOrderId));
    const paymentId = newPaymentId();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await verify({
      razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(razorpayOrderId, paymentId),
      orderNumber: placed.orderNumber,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/needs a refund/));
    warn.mockRestore();
    expect(res.status).toBe(409);
    expect(res.body!.message).toMatch(/does not match the order total/);
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'PENDING', confirmations: 0 });
    expect(state.attempts).toEqual([
      expect.objectContaining({ status: 'PAID', refundRequired: true, amountPaise: 100 }),
    ]);
  });

  it('a captured webhook for the wrong amount leaves the order payable', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const raw = webhookBody(
      'payment.captured',
      capturedEntity(razorpayOrderId, newPaymentId(), TEA_ORDER_TOTAL * 100 - 1),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await sendWebhook(raw, 'evt_wrong_amount')).status).toBe(200);
    warn.mockRestore();
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'PENDING', confirmations: 0 });
    expect(state.attempts[0]).toMatchObject({ refundRequired: true });
    // That provider order is spent; the next click opens a fresh one that can be paid.
    const next = await openOrder(placed.orderNumber);
    expect(next.razorpayOrderId).not.toBe(razorpayOrderId);
    const paymentId = newPaymentId();
    expect(
      (
        await verify({
          razorpayOrderId: next.razorpayOrderId,
          razorpayPaymentId: paymentId,
          razorpaySignature: sign(next.razorpayOrderId, paymentId),
          orderNumber: placed.orderNumber,
        })
      ).status,
    ).toBe(200);
    expect((await orderState(placed.orderNumber)).status).toBe('CONFIRMED');
  });

  it('invalid input is a 400 with field errors', async () => {
    const res = await verify({
      razorpayOrderId: '',
      razorpayPaymentId: 'pay_x',
      razorpaySignature: '',
      orderNumber: 'X',
    });
    expect(res.status).toBe(400);
    expect(res.body!.errors).toMatchObject({
      razorpayOrderId: expect.any(String),
      razorpaySignature: expect.any(String),
    });
  });
});

// ---------------------------------------------------------------- webhooks

describe('webhook', () => {
  it('refuses a bad or missing signature with 400 and stores nothing', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const raw = webhookBody('payment.captured', capturedEntity(razorpayOrderId, newPaymentId()));
    const events = async () =>
      (await getDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_bad_sig'))).length;
    expect((await sendWebhook(raw, 'evt_bad_sig', webhookSignature(raw, 'wrong-secret'))).status).toBe(400);
    expect((await sendWebhook(raw, 'evt_bad_sig', null)).status).toBe(400);
    expect(
      (
        await sendWebhook(
          raw.replace('"captured"', '"captured" '),
          'evt_bad_sig',
          webhookSignature(raw, WEBHOOK_SECRET),
        )
      ).status,
    ).toBe(400);
    expect(await events()).toBe(0);
    expect((await orderState(placed.orderNumber)).status).toBe('PENDING');
  });

  it('the same event 5 times in a row: one confirmation, one payment record', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const raw = webhookBody('payment.captured', capturedEntity(razorpayOrderId, newPaymentId()));
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await sendWebhook(raw, 'evt_seq_1'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => (a.body!.data as { handled: string }).handled)).toEqual([
      'processed',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'CONFIRMED', confirmations: 1 });
    expect(state.attempts).toHaveLength(1);
  });

  it('the same event 5 times in parallel, and captured + order.paid for one payment: one confirmation, one record', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const paymentId = newPaymentId();
    const raw = webhookBody('payment.captured', capturedEntity(razorpayOrderId, paymentId));
    const orderPaid = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: capturedEntity(razorpayOrderId, paymentId) },
        order: { entity: { id: razorpayOrderId, status: 'paid' } },
      },
    });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sendWebhook(raw, 'evt_par_1')),
      sendWebhook(orderPaid, 'evt_par_2'),
      sendWebhook(orderPaid, null),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const events = await getDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_par_1'));
    expect(events).toHaveLength(1);
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'CONFIRMED', confirmations: 1 });
    expect(state.attempts).toHaveLength(1);
  });

  it('webhook racing verify: one confirmation, one record', async () => {
    for (let round = 0; round < 3; round += 1) {
      const placed = await placeTeaOrder();
      const { razorpayOrderId } = await openOrder(placed.orderNumber);
      const paymentId = newPaymentId();
      const raw = webhookBody('payment.captured', capturedEntity(razorpayOrderId, paymentId));
      const body = {
        razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: sign(razorpayOrderId, paymentId),
        orderNumber: placed.orderNumber,
      };
      const [v1, w1, v2, w2] = await Promise.all([
        verify(body),
        sendWebhook(raw, `evt_race_${round}`),
        verify(body),
        sendWebhook(raw, `evt_race_${round}`),
      ]);
      expect([v1.status, w1.status, v2.status, w2.status]).toEqual([200, 200, 200, 200]);
      const state = await orderState(placed.orderNumber);
      expect(state).toMatchObject({ status: 'CONFIRMED', confirmations: 1 });
      expect(state.attempts).toHaveLength(1);
    }
  });

  it('payment.failed after payment.captured does not un-pay', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    const paymentId = newPaymentId();
    await sendWebhook(
      webhookBody('payment.captured', capturedEntity(razorpayOrderId, paymentId)),
      'evt_cap_then_fail_1',
    );
    const late = await sendWebhook(
      webhookBody('payment.failed', failedEntity(razorpayOrderId, paymentId)),
      'evt_cap_then_fail_2',
    );
    expect(late.status).toBe(200);
    const state = await orderState(placed.orderNumber);
    expect(state).toMatchObject({ status: 'CONFIRMED', confirmations: 1 });
    expect(state.attempts).toEqual([expect.objectContaining({ status: 'PAID', failureReason: null })]);
  });

  it('payment.failed records the attempt with its reason; the order stays payable', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    await sendWebhook(
      webhookBody('payment.failed', failedEntity(razorpayOrderId, newPaymentId(), 'Your card was declined.')),
      'evt_fail_only',
    );
    const records = (await history(placed.orderNumber)).body!.data as PaymentRecord[];
    expect(records).toEqual([
      expect.objectContaining({ failed: true, paid: false, failureReason: 'Your card was declined.', method: 'CARD' }),
    ]);
    expect((await orderState(placed.orderNumber)).status).toBe('PENDING');
    expect((await createProviderOrder(placed.orderNumber)).status).toBe(200);
  });

  it('a payment for an order cancelled meanwhile (expired) is recorded and flagged for refund, never lost', async () => {
    const placed = await placeTeaOrder();
    const { razorpayOrderId } = await openOrder(placed.orderNumber);
    await transitionOrder(getDb(), placed.orderId, 'CANCELLED', {
      actor: 'system',
      note: 'Payment not received in time.',
    });
    const paymentId = newPaymentId();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      (await sendWebhook(webhookBody('payment.captured', capturedEntity(razorpayOrderId, paymentId)), 'evt_expired'))
        .status,
    ).toBe(200);
    const res = await verify({
      razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(razorpayOrderId, paymentId),
      orderNumber: placed.orderNumber,
    });
    warn.mockRestore();
    expect(res.status).toBe(409);
    expect(res.body!.message).toMatch(/cancelled before the payment arrived.*refunded/);
    const state = await orderState(placed.orderNumber);
    expect(state.status).toBe('CANCELLED');
    expect(state.attempts).toEqual([expect.objectContaining({ status: 'PAID', refundRequired: true })]);
    const records = (await history(placed.orderNumber)).body!.data as PaymentRecord[];
    expect(records[0]).toMatchObject({ paid: true, refundRequired: true });
  });

  it('acknowledges events it does not handle, and ones for unknown orders', async () => {
    const other = JSON.stringify({ entity: 'event', event: 'refund.created', payload: {} });
    expect((await sendWebhook(other, 'evt_other')).status).toBe(200);
    const unknown = webhookBody('payment.captured', capturedEntity('order_NotOurs0000000', newPaymentId()));
    const res = await sendWebhook(unknown, 'evt_unknown');
    expect(res.status).toBe(200);
    expect(res.body!.data).toMatchObject({ handled: 'ignored' });
  });
});

// ---------------------------------------------------------------- Razorpay mode, against a local stub

describe('razorpay mode (local stub of the orders endpoint)', () => {
  let stub: http.Server;
  const created: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        created.push(body);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `order_Stub${String(created.length).padStart(10, '0')}`,
            entity: 'order',
            amount: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
  beforeEach(() => {
    process.env.PAYMENTS_MODE = 'razorpay';
    process.env.RAZORPAY_KEY_ID = 'rzp_test_stubkey';
    process.env.RAZORPAY_KEY_SECRET = 'stub_key_secret';
    process.env.RAZORPAY_API_BASE_URL = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });

  it('creates the Razorpay order once, verifies with the key secret, and has no sandbox', async () => {
    const placed = await placeTeaOrder();
    const checkout = await openOrder(placed.orderNumber);
    expect(checkout).toMatchObject({ provider: 'razorpay', key: 'rzp_test_stubkey', amount: TEA_ORDER_TOTAL });
    expect(await openOrder(placed.orderNumber)).toMatchObject({ razorpayOrderId: checkout.razorpayOrderId });
    expect(created).toEqual([
      {
        amount: TEA_ORDER_TOTAL * 100,
        currency: 'INR',
        receipt: placed.orderNumber,
        notes: { orderNumber: placed.orderNumber },
      },
    ]);

    expect((await sandboxPay(checkout.razorpayOrderId, 'success')).status).toBe(404);
    const paymentId = 'pay_RealShape1234';
    const sandboxSigned = await verify({
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: sign(checkout.razorpayOrderId, paymentId),
      orderNumber: placed.orderNumber,
    });
    expect(sandboxSigned.status).toBe(400);
    const res = await verify({
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: paymentSignature(checkout.razorpayOrderId, paymentId, 'stub_key_secret'),
      orderNumber: placed.orderNumber,
    });
    expect(res.status).toBe(200);
    expect((await orderState(placed.orderNumber)).status).toBe('CONFIRMED');
  });

  it('answers 503 when the keys are missing', async () => {
    delete process.env.RAZORPAY_KEY_SECRET;
    const placed = await placeTeaOrder();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await createProviderOrder(placed.orderNumber);
    spy.mockRestore();
    expect(res.status).toBe(503);
  });
});
