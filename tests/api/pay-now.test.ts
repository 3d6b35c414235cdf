// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, eq, isNotNull, like } from 'drizzle-orm';
import { POST as payNowRoute } from '@/app/api/orders/number/[orderNumber]/pay-now/route';
import { POST as verifyRoute } from '@/app/api/payments/verify/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { GET as labelRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/label/route';
import { getDb } from '@/lib/db/client';
import { invoices, mailOutbox, orderStatusHistory, orders, payments, subOrders } from '@/lib/db/schema';
import { SANDBOX_DEV_KEY_SECRET } from '@/lib/config';
import { formatRupees } from '@/lib/money';
import type { InvoiceDocument } from '@/lib/invoices/document';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { paymentSignature, webhookSignature } from '@/lib/payments/signature';
import { labelHref } from '@/lib/fulfilment/paper/links';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { pdfText } from '../helpers/pdf-text';
import { json, makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { cancel, move, placeTwoSellerOrder, SHIP } from './after-order.fixtures';

const WEBHOOK_SECRET = 'whsec_pay_now_suite';
/** 2 × ₹399 tea + ₹59 delivery (seller A), honey (seller B), + ₹49 COD handling. */
const HANDLING = 49;
let f: Fixture;
let sellerA: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
}, 180_000);
afterAll(teardownTestDatabase);
beforeEach(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  await setStock(f.tea.id, 1000);
  await setStock(f.honey.id, 1000);
});
afterEach(() => {
  delete process.env.PAYMENTS_MODE;
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
});

const payNow = (orderNumber: string, who?: TestUser) =>
  call(payNowRoute, `/api/orders/number/${orderNumber}/pay-now`, {
    method: 'POST',
    headers: who?.authHeader ?? {},
    params: { orderNumber },
  });

async function openPayNow(orderNumber: string, who: TestUser): Promise<CheckoutOrder> {
  const res = await payNow(orderNumber, who);
  expect(res.status).toBe(200);
  return res.body!.data as CheckoutOrder;
}

const verify = (who: TestUser, orderNumber: string, razorpayOrderId: string, paymentId: string) =>
  call(verifyRoute, '/api/payments/verify', {
    method: 'POST',
    ...json(
      {
        razorpayOrderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: paymentSignature(razorpayOrderId, paymentId, SANDBOX_DEV_KEY_SECRET),
        orderNumber,
      },
      who.authHeader,
    ),
  });

let counter = 0;
const newPaymentId = () => `pay_PayNow${String(++counter).padStart(8, '0')}`;

function captured(providerOrderId: string, paymentId: string, rupees: number, method = 'upi') {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: Math.round(rupees * 100),
          currency: 'INR',
          status: 'captured',
          order_id: providerOrderId,
          method,
          captured: true,
        },
      },
    },
    created_at: 1_700_000_000,
  });
}
const webhook = (raw: string, eventId: string) =>
  call(webhookRoute, '/api/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': webhookSignature(raw, WEBHOOK_SECRET),
      'X-Razorpay-Event-Id': eventId,
    },
    body: raw,
  });

async function state(orderNumber: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const paid = await getDb()
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), isNotNull(payments.providerPaymentId)));
  const notes = await getDb()
    .select()
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, order.id), like(orderStatusHistory.note, '%instead of cash on delivery%')),
    );
  return { order, paid, notes };
}

describe('pay now instead of cash on delivery', () => {
  it('through the sandbox: prepaid, handling charge gone, one payment, the sellers told, nothing to collect', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f, 'COD', undefined, { confirm: false });
    expect(order).toMatchObject({ paymentType: 'POSTPAID', handlingCharge: HANDLING, codConfirmation: 'PENDING' });
    const checkout = await openPayNow(order.orderNumber, shopper);
    expect(checkout).toMatchObject({ amount: order.totalAmount - HANDLING, provider: 'sandbox' });
    // A second click reuses the open provider order.
    expect((await openPayNow(order.orderNumber, shopper)).razorpayOrderId).toBe(checkout.razorpayOrderId);

    const paid = await call(sandboxPayRoute, '/api/payments/sandbox/pay', {
      method: 'POST',
      ...json({ razorpayOrderId: checkout.razorpayOrderId, method: 'CARD', outcome: 'success' }, shopper.authHeader),
    });
    expect(paid.status).toBe(200);
    const { razorpayPaymentId } = paid.body!.data as { razorpayPaymentId: string };
    const verified = await verify(shopper, order.orderNumber, checkout.razorpayOrderId, razorpayPaymentId);
    expect(verified.status).toBe(200);

    const after = await state(order.orderNumber);
    expect(after.order).toMatchObject({
      status: 'CONFIRMED',
      paymentType: 'PREPAID',
      paymentMethod: 'CARD',
      handlingPaise: 0,
      totalPaise: (order.totalAmount - HANDLING) * 100,
      codConfirmation: 'CONFIRMED',
    });
    expect(after.paid).toHaveLength(1);
    expect(after.paid[0]).toMatchObject({ status: 'PAID', refundRequired: false, method: 'CARD' });
    expect(after.notes).toHaveLength(1);
    expect(after.notes[0].note).toBe(
      `Paid ${formatRupees(order.totalAmount - HANDLING)} by CARD instead of cash on delivery (${razorpayPaymentId}).`,
    );
    const queued = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, `SELLER_QUEUE:${a}`));
    // Other tests' orders (confirmed COD ones) are in this seller's outbox too: this order's mail is the one.
    const mine = queued.filter((m) => m.text.includes(order.orderNumber));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].text).toContain('paid online');

    const again = await payNow(order.orderNumber, shopper);
    expect(again.status).toBe(409);
    expect(again.body!.message).toBe('This order has already been paid.');

    // Shipped afterwards: the label collects nothing, the invoice carries no COD handling.
    expect((await move(sellerA, a, { status: 'PROCESSING' })).status).toBe(200);
    expect((await move(sellerA, a, SHIP)).status).toBe(200);
    const res = await labelRoute(new Request(`http://localhost:3000${labelHref(a)}`, { headers: sellerA.authHeader }), {
      params: Promise.resolve({ subOrderNumber: a }),
    });
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Prepaid');
    expect(text).not.toContain('Collect');
    const [sub] = await getDb().select().from(subOrders).where(eq(subOrders.subOrderNumber, a));
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.subOrderId, sub.id));
    expect((invoice.document as InvoiceDocument).totals.totalPaise).toBe((2 * 399 + 59) * 100);
  });

  it('verify and webhook racing, several rounds: one payment, switched once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { shopper, order } = await placeTwoSellerOrder(f, 'COD', undefined, { confirm: false });
      const { razorpayOrderId, amount } = await openPayNow(order.orderNumber, shopper);
      const paymentId = newPaymentId();
      const raw = captured(razorpayOrderId, paymentId, amount);
      const answers = await Promise.all([
        verify(shopper, order.orderNumber, razorpayOrderId, paymentId),
        webhook(raw, `evt_paynow_race_${round}`),
        verify(shopper, order.orderNumber, razorpayOrderId, paymentId),
        webhook(raw, `evt_paynow_race_${round}`),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const after = await state(order.orderNumber);
      expect(after.order).toMatchObject({ paymentType: 'PREPAID', paymentMethod: 'UPI', handlingPaise: 0 });
      expect(after.order.totalPaise).toBe((order.totalAmount - HANDLING) * 100);
      expect(after.paid).toHaveLength(1);
      expect(after.paid[0]).toMatchObject({ status: 'PAID', refundRequired: false });
      expect(after.notes).toHaveLength(1);
    }
  });

  it('a second payment after the switch, and a wrong amount, are kept for refund and change nothing', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f, 'COD');
    const { razorpayOrderId, amount } = await openPayNow(order.orderNumber, shopper);

    const wrong = await webhook(captured(razorpayOrderId, newPaymentId(), order.totalAmount), 'evt_paynow_wrong');
    expect(wrong.status).toBe(200);
    expect((await state(order.orderNumber)).order).toMatchObject({ paymentType: 'POSTPAID', handlingPaise: 4900 });

    expect((await verify(shopper, order.orderNumber, razorpayOrderId, newPaymentId())).status).toBe(200);
    const second = await verify(shopper, order.orderNumber, razorpayOrderId, newPaymentId());
    expect(second.status).toBe(409);
    expect(second.body!.message).toBe(
      'The order had already been paid by another payment. The amount will be refunded.',
    );

    const after = await state(order.orderNumber);
    expect(after.order.totalPaise).toBe(Math.round(amount * 100));
    expect(after.notes).toHaveLength(1);
    expect(after.paid.map((p) => [p.refundRequired, p.failureReason])).toEqual([
      [
        true,
        `The amount paid (${formatRupees(order.totalAmount)}) does not match the amount to pay now (${formatRupees(amount)}).`,
      ],
      [false, null],
      [true, 'The order had already been paid by another payment.'],
    ]);
  });

  it('refuses once a part has shipped, and a payment arriving after the dispatch is refunded', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f, 'COD');
    const { razorpayOrderId, amount } = await openPayNow(order.orderNumber, shopper);
    expect((await move(sellerA, a, { status: 'PROCESSING' })).status).toBe(200);
    expect((await openPayNow(order.orderNumber, shopper)).razorpayOrderId).toBe(razorpayOrderId);
    expect((await move(sellerA, a, SHIP)).status).toBe(200);

    const refused = await payNow(order.orderNumber, shopper);
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe('This order has already shipped, so it is paid on delivery.');

    const late = await verify(shopper, order.orderNumber, razorpayOrderId, newPaymentId());
    expect(late.status).toBe(409);
    const after = await state(order.orderNumber);
    expect(after.order).toMatchObject({ paymentType: 'POSTPAID', paymentMethod: 'COD', handlingPaise: 4900 });
    expect(after.paid).toHaveLength(1);
    expect(after.paid[0]).toMatchObject({
      refundRequired: true,
      failureReason: 'This order has already shipped, so it is paid on delivery.',
      amountPaise: Math.round(amount * 100),
    });
  });

  it('answers 401 without a session, 404 for another shopper, 409 for a prepaid or cancelled order', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f, 'COD');
    expect((await payNow(order.orderNumber)).status).toBe(401);
    expect((await payNow(order.orderNumber, await createTestUser())).status).toBe(404);

    const prepaid = await placeTwoSellerOrder(f, 'UPI');
    const res = await payNow(prepaid.order.orderNumber, prepaid.shopper);
    expect(res.status).toBe(409);
    expect(res.body!.message).toBe('This order is paid online, not on delivery.');

    expect((await cancel(shopper, order.orderNumber)).status).toBe(200);
    const cancelled = await payNow(order.orderNumber, shopper);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body!.message).toBe('This order was cancelled and can no longer be paid.');
  });
});
