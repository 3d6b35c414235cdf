import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRazorpayProvider } from '@/lib/payments/razorpay-provider';
import { paymentSignature, webhookSignature } from '@/lib/payments/signature';

/**
 * The Razorpay adapter against a local stand-in for Razorpay's orders endpoint on 127.0.0.1:
 * the real SDK makes the real HTTP request; nothing leaves the machine.
 */
type Seen = { method?: string; url?: string; authorization?: string; body?: Record<string, unknown> };

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: { status: number; body: unknown } | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      const reply = answer ?? {
        status: 200,
        body: {
          id: 'order_StubA1b2C3d4E5',
          entity: 'order',
          amount: body?.amount,
          amount_paid: 0,
          amount_due: body?.amount,
          currency: body?.currency,
          receipt: body?.receipt,
          status: 'created',
          attempts: 0,
          notes: body?.notes ?? [],
          created_at: 1_700_000_000,
        },
      };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answer = null;
});

const provider = () =>
  createRazorpayProvider({
    keyId: 'rzp_test_key',
    keySecret: 'stub_secret',
    webhookSecret: 'hook_secret',
    apiBaseUrl: baseUrl,
  });

describe('Razorpay adapter', () => {
  it('creates the order for the total in paise with the order number as receipt, authenticated with the keys', async () => {
    const order = await provider().createOrder({
      amountPaise: 123_456,
      currency: 'INR',
      receipt: 'OT-7K3Q9M2X',
      notes: { orderNumber: 'OT-7K3Q9M2X' },
    });
    expect(order).toEqual({ id: 'order_StubA1b2C3d4E5', amountPaise: 123_456, currency: 'INR' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      authorization: `Basic ${Buffer.from('rzp_test_key:stub_secret').toString('base64')}`,
      body: { amount: 123_456, currency: 'INR', receipt: 'OT-7K3Q9M2X', notes: { orderNumber: 'OT-7K3Q9M2X' } },
    });
  });

  it("turns Razorpay's error answer into a 502 the shopper can retry", async () => {
    answer = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00.' } },
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(provider().createOrder({ amountPaise: 50, currency: 'INR', receipt: 'OT-1' })).rejects.toMatchObject({
      name: 'AppError',
      status: 502,
    });
    spy.mockRestore();
  });

  it('refuses an answer for another amount', async () => {
    answer = { status: 200, body: { id: 'order_X', amount: 1, currency: 'INR' } };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(provider().createOrder({ amountPaise: 500, currency: 'INR', receipt: 'OT-2' })).rejects.toMatchObject({
      status: 502,
    });
    spy.mockRestore();
  });

  it('answers a 502 when Razorpay cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = createRazorpayProvider({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: 'w',
      apiBaseUrl: `http://127.0.0.1:${port}`,
    });
    await expect(unreachable.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'OT-3' })).rejects.toMatchObject(
      { status: 502 },
    );
    spy.mockRestore();
  });

  it('checks checkout and webhook signatures with its own secrets', () => {
    const p = provider();
    expect(p.isValidPaymentSignature('order_A', 'pay_B', paymentSignature('order_A', 'pay_B', 'stub_secret'))).toBe(
      true,
    );
    expect(p.isValidPaymentSignature('order_A', 'pay_B', paymentSignature('order_A', 'pay_B', 'other'))).toBe(false);
    expect(p.isValidWebhookSignature('{"x":1}', webhookSignature('{"x":1}', 'hook_secret'))).toBe(true);
    expect(p.isValidWebhookSignature('{"x":1}', webhookSignature('{"x":1}', 'stub_secret'))).toBe(false);
  });
});
