// Only Razorpay's remote API is stood in for, by a local HTTP server; everything else is real.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { payments, refunds } from '@/lib/db/schema';
import { reconcileRefunds } from '@/lib/refunds/reconcile';
import { handleWebhook } from '@/lib/payments/webhook';
import { webhookSignature } from '@/lib/payments/signature';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser } from '../helpers/auth';
import { addAddress, makeCatalog, type Fixture } from './orders.fixtures';
import { cancel } from './after-order.fixtures';
import { placeOrder } from '@/lib/commerce/place-order';
import { transitionOrder } from '@/lib/commerce/order-state';

type Seen = { path: string; idempotency: string | undefined; auth: string | undefined; body: Record<string, unknown> };
const seen: Seen[] = [];
/** how the stub answers the next refund POSTs: 'ok' (pending), 'hang' (longer than the timeout), 'bad' (400) */
let mode: 'ok' | 'hang' | 'bad' = 'ok';
/** refunds the stub has made, by idempotency key (Razorpay answers the same refund for the same key) */
const made = new Map<string, Record<string, unknown>>();
let server: http.Server;
let f: Fixture;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      seen.push({
        path: req.url ?? '',
        idempotency: req.headers['x-refund-idempotency'] as string | undefined,
        auth: req.headers.authorization,
        body,
      });
      const payment = /\/v1\/payments\/([^/]+)\/refunds?/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET') {
        const items = [...made.values()].filter((r) => r.payment_id === payment);
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ entity: 'collection', count: items.length, items }));
        return;
      }
      const key = req.headers['x-refund-idempotency'] as string;
      const existing = made.get(key);
      const entity = existing ?? {
        id: `rfnd_Stub${made.size + 1}`,
        entity: 'refund',
        amount: body.amount,
        payment_id: payment,
        notes: body.notes,
        status: 'pending',
      };
      if (mode === 'bad') {
        res
          .writeHead(400, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { description: 'The refund amount is invalid.' } }));
        return;
      }
      made.set(key, entity);
      if (mode === 'hang') return void setTimeout(() => res.writeHead(200).end(JSON.stringify(entity)), 3000);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(entity));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.PAYMENTS_MODE = 'razorpay';
  process.env.RAZORPAY_KEY_ID = 'rzp_test_stubkey';
  process.env.RAZORPAY_KEY_SECRET = 'stub_secret';
  process.env.RAZORPAY_WEBHOOK_SECRET = 'whsec_stub';
  process.env.RAZORPAY_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.RAZORPAY_TIMEOUT_MS = '2000';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
}, 60_000);
afterAll(async () => {
  for (const k of [
    'PAYMENTS_MODE',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'RAZORPAY_API_BASE_URL',
    'RAZORPAY_TIMEOUT_MS',
  ])
    delete process.env[k];
  await teardownTestDatabase();
  await new Promise<void>((r) => server.close(() => r()));
});

/** A paid PREPAID order: the payment row is written as a verified Razorpay payment would be. */
async function placePaid() {
  const shopper = await createTestUser();
  const address = await addAddress(shopper.user.id);
  const placed = await placeOrder(
    getDb(),
    { id: shopper.user.id },
    {
      addressId: address.id,
      paymentInfo: { method: 'UPI' },
      items: [{ productId: f.tea.id, variantId: null, quantity: 1 }],
    },
  );
  const paymentId = `pay_Stub${placed.orderId}`;
  await getDb()
    .insert(payments)
    .values({
      orderId: placed.orderId,
      provider: 'razorpay',
      providerOrderId: `order_Stub${placed.orderId}`,
      providerPaymentId: paymentId,
      amountPaise: placed.totalPaise,
      status: 'PAID',
      method: 'upi',
    });
  await transitionOrder(getDb(), placed.orderId, 'CONFIRMED', { actor: 'payment' });
  return { shopper, placed, paymentId };
}

const refundRows = (orderId: number) => getDb().select().from(refunds).where(eq(refunds.orderId, orderId));

describe('Razorpay refunds over REST', () => {
  it('sends the refund with basic auth and X-Refund-Idempotency; the webhook settles it', async () => {
    mode = 'ok';
    const { shopper, placed, paymentId } = await placePaid();
    expect((await cancel(shopper, placed.orderNumber)).status).toBe(200);
    const [row] = await refundRows(placed.orderId);
    expect(row).toMatchObject({
      status: 'PENDING',
      provider: 'razorpay',
      amountPaise: placed.totalPaise,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    const call = seen.find((s) => s.path === `/v1/payments/${paymentId}/refund`)!;
    expect(call.idempotency).toBe(row.refundNumber);
    expect(call.auth).toBe(`Basic ${Buffer.from('rzp_test_stubkey:stub_secret').toString('base64')}`);
    expect(call.body).toMatchObject({ amount: placed.totalPaise, notes: { refund_number: row.refundNumber } });

    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: row.providerRefundId,
            amount: row.amountPaise,
            status: 'processed',
            notes: { refund_number: row.refundNumber },
          },
        },
      },
    });
    const sig = webhookSignature(raw, 'whsec_stub');
    expect((await handleWebhook(raw, sig, 'evt_r1')).handled).toBe('processed');
    expect((await handleWebhook(raw, sig, 'evt_r1')).handled).toBe('duplicate');
    const [after] = await refundRows(placed.orderId);
    expect(after.status).toBe('PROCESSED');
  });

  it('a timeout is UNKNOWN, never retried blind; the reconciler asks Razorpay and settles it', async () => {
    mode = 'hang';
    const { shopper, placed, paymentId } = await placePaid();
    const posts = () => seen.filter((s) => s.path === `/v1/payments/${paymentId}/refund`).length;
    expect((await cancel(shopper, placed.orderNumber)).status).toBe(200);
    const [row] = await refundRows(placed.orderId);
    expect(row.status).toBe('UNKNOWN');
    expect(posts()).toBe(1);
    await new Promise((r) => setTimeout(r, 1200)); // the stub made the refund after all
    mode = 'ok';
    expect(await reconcileRefunds(getDb())).toBe(1);
    const [after] = await refundRows(placed.orderId);
    expect(after).toMatchObject({ status: 'PENDING', providerRefundId: expect.stringMatching(/^rfnd_Stub/) });
    expect(posts()).toBe(1); // asked (GET), not sent again
    expect(made.size).toBe(2);
  }, 30_000);

  it('a refund Razorpay refuses is FAILED, and its amount can be refunded again', async () => {
    mode = 'bad';
    const { shopper, placed } = await placePaid();
    expect((await cancel(shopper, placed.orderNumber)).status).toBe(200);
    const [row] = await refundRows(placed.orderId);
    expect(row).toMatchObject({ status: 'FAILED', failureReason: 'The refund amount is invalid.' });
  });
});
