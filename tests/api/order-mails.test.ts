// Real SMTP servers (tests/helpers/smtp-sink.ts): one that accepts, one that refuses every message.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { settleBackgroundWork } from '@/lib/background';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { deliverQueuedMails } from '@/lib/mail/outbox';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestUser, type TestUser } from '../helpers/auth';
import { makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { cancel, deliver, move, pay, placeTwoSellerOrder, refund, SHIP } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let refusing: SMTPServer;
let refusingUrl: string;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  sink = await startSmtpSink();
  refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
    },
  });
  await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
  refusingUrl = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
}, 60_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
  await sink.close();
  await new Promise<void>((r) => refusing.close(() => r()));
});
beforeEach(async () => {
  process.env.SMTP_URL = sink.url;
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
});

describe('order e-mails through the outbox', () => {
  it('mails the shopper when the order is placed, ships (with the tracking link) and is delivered', async () => {
    const { shopper, order, a } = await placeTwoSellerOrder(f);
    const email = shopper.user.email;
    await settleBackgroundWork();
    const placed = await sink.waitFor(email, new RegExp(`Order ${order.orderNumber} received`));
    expect(placed.mail.raw).toMatch(/Content-Type: text\/html/);
    expect(placed.mail.text).toMatch(/Organic Tattva/);
    await deliver(sellerA, a);
    await settleBackgroundWork();
    const shipped = await sink.waitFor(email, new RegExp(`Shipment ${a} is on its way`));
    expect(shipped.mail.text).toContain(SHIP.trackingUrl);
    expect(shipped.mail.text).toContain('Delhivery');
    expect(shipped.mail.text).toContain(`Track Shipment: ${SHIP.trackingUrl}`);
    expect(shipped.mail.text).not.toContain("seller's own");
    await sink.waitFor(email, new RegExp(`Shipment ${a} was delivered`));
  });

  it("tells the shopper a typed-in courier's tracking link is the seller's own; a known courier's is plain Track Shipment", async () => {
    const { shopper, a } = await placeTwoSellerOrder(f);
    await move(sellerA, a, { status: 'PROCESSING' });
    const own = {
      status: 'SHIPPED',
      logisticProvider: 'Ravi Transport',
      waybillNumber: 'RT-9',
      trackingUrl: 'https://ravi-transport.example/t/RT-9',
    };
    expect((await move(sellerA, a, own)).status).toBe(200);
    await settleBackgroundWork();
    const shipped = await sink.waitFor(shopper.user.email, new RegExp(`Shipment ${a} is on its way`));
    expect(shipped.mail.text).toContain("The tracking link is the seller's own, for Ravi Transport.");
    expect(shipped.mail.text).toContain("Track on the seller's link: https://ravi-transport.example/t/RT-9");
    expect(shipped.mail.text).not.toContain('Track Shipment');
  });

  it('mails payment received, cancelled and refund issued for a paid order', async () => {
    const { shopper, order } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    await cancel(shopper, order.orderNumber);
    await settleBackgroundWork();
    const email = shopper.user.email;
    await sink.waitFor(email, new RegExp(`Payment received for order ${order.orderNumber}`));
    const cancelled = await sink.waitFor(email, new RegExp(`Order ${order.orderNumber} cancelled`));
    expect(cancelled.mail.text).toMatch(/being refunded/);
    await sink.waitFor(email, /We have refunded \S{1,6}857\.00 for/);
    await sink.waitFor(email, /We have refunded \S{1,6}350\.00 for/);
    // One cancellation mail for the whole order, not one per part.
    expect(
      sink
        .to(email)
        .filter((m) => /cancelled/.test(m.text) && m.text.includes(`Subject: Order ${order.orderNumber} cancelled`)),
    ).toHaveLength(1);
  });

  it('a refusing SMTP server fails no order action; the mails wait and go out on a later try', async () => {
    process.env.SMTP_URL = refusingUrl;
    const { shopper, order, a, b } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    expect((await move(sellerA, a, { status: 'PROCESSING' })).status).toBe(200);
    expect((await move(sellerA, a, SHIP)).status).toBe(200);
    expect((await refund(sellerA, a, { amount: 10, reason: 'Late delivery' }, 'late-1')).status).toBe(201);
    expect((await cancel(shopper, order.orderNumber)).status).toBe(200);
    await settleBackgroundWork();
    const email = shopper.user.email;
    const queued = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued.length).toBeGreaterThanOrEqual(5);
    expect(
      queued.every((m) => m.status === 'QUEUED' && m.attempts >= 1 && /Mailbox unavailable|550/.test(m.error ?? '')),
    ).toBe(true);
    expect(sink.to(email)).toHaveLength(0);

    // The sellers' members were told of their new sub-orders too: every queued mail goes out, theirs included.
    const waiting = await getDb().select().from(mailOutbox).where(eq(mailOutbox.status, 'QUEUED'));
    expect(waiting.length).toBeGreaterThan(queued.length);
    process.env.SMTP_URL = sink.url;
    const later = new Date(Date.now() + 10 * 60_000);
    const { sent } = await deliverQueuedMails(getDb(), later);
    expect(sent).toBe(waiting.length);
    await sink.waitFor(email, new RegExp(`Shipment ${a} is on its way`));
    await sink.waitFor(email, new RegExp(`Order ${order.orderNumber} cancelled`));
    void b;
  });
});
