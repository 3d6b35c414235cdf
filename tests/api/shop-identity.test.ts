/**
 * The shop's identity has one source: what the admin saves in Settings is what the sign-up and
 * order mails, the page metadata and JSON-LD, and the payment dialog show — not the env/demo one.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), cacheLife: jest.fn(), cacheTag: jest.fn() }));
import * as settingsRoute from '@/app/api/v1/admin/settings/route';
import { POST as sendOtp } from '@/app/otp/send/route';
import { POST as createProviderOrder } from '@/app/api/payments/create-razorpay-order/[orderNumber]/route';
import { generateMetadata as aboutMetadata } from '@/app/(shop)/about/page';
import { generateMetadata as contactMetadata } from '@/app/(shop)/contact/page';
import { settleBackgroundWork } from '@/lib/background';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createStaff, json, type Staff } from '../helpers/admin';
import { makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { placeTwoSellerOrder } from './after-order.fixtures';

const SAVED = {
  name: 'Brahmaputra Leaf Co.',
  legalName: 'Brahmaputra Leaf Company Pvt. Ltd.',
  email: 'care@brahmaputraleaf.example',
  phone: '+91 91234 56789',
  supportHours: '9am to 7pm, every day',
};

/** The message without its headers: the From name is the deployment's MAIL_FROM, not a setting. */
const body = (text: string) => text.slice(text.search(/\r?\n\r?\n/));

let f: Fixture;
let s: Staff;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  s = await createStaff();
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
  const res = await call(settingsRoute.PUT, '/api/v1/admin/settings', json('PUT', SAVED, s.admin.authHeader));
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
  await sink.close();
});

test('the sign-up code mail is signed with the saved name and phone', async () => {
  const email = `identity-${Date.now()}@example.com`;
  const res = await call(sendOtp, `/otp/send?email=${encodeURIComponent(email)}`, {
    method: 'POST',
    headers: { [SOCKET_ADDRESS_HEADER]: '10.9.0.1' },
  });
  expect(res.status).toBe(200);
  const { mail } = await sink.waitFor(email, /Subject: Your Brahmaputra Leaf Co\. sign-up code/);
  expect(mail.text).toContain('finish creating your Brahmaputra Leaf Co. account');
  expect(mail.text).toContain(SAVED.email);
  expect(mail.text).toContain(SAVED.phone);
  expect(body(mail.text)).not.toContain('Organic Tattva');
});

test('the order mail carries the saved name and phone', async () => {
  const { shopper, order } = await placeTwoSellerOrder(f);
  await settleBackgroundWork();
  const { mail } = await sink.waitFor(shopper.user.email, new RegExp(`Order ${order.orderNumber} received`));
  expect(mail.text).toContain(`you placed order ${order.orderNumber} at ${SAVED.name};`);
  expect(mail.text).toContain(SAVED.legalName);
  expect(mail.text).toContain(SAVED.phone);
  expect(body(mail.text)).not.toContain('Organic Tattva');
});

test('page metadata and the Organization JSON-LD name the saved shop, its phone and support hours', async () => {
  const about = await aboutMetadata();
  expect(about.openGraph?.siteName).toBe(SAVED.name);
  expect(about.description).toContain(`${SAVED.name} buys organic tea`);
  expect((await contactMetadata()).description).toContain(`Call ${SAVED.phone}`);
  expect((await contactMetadata()).description).toContain(`We answer ${SAVED.supportHours}.`);
  const ld = organizationJsonLd((await getCachedShopSettings()).shop);
  expect(ld).toMatchObject({
    name: SAVED.name,
    legalName: SAVED.legalName,
    email: SAVED.email,
    telephone: SAVED.phone,
  });
});

test('the payment dialog opens under the saved shop name', async () => {
  const { shopper, order } = await placeTwoSellerOrder(f, 'UPI');
  const res = await call(createProviderOrder, `/api/payments/create-razorpay-order/${order.orderNumber}`, {
    method: 'POST',
    headers: shopper.authHeader,
    params: { orderNumber: order.orderNumber },
  });
  expect(res.status).toBe(200);
  const checkout = res.body!.data as CheckoutOrder;
  expect(checkout.shopName).toBe(SAVED.name);
  expect(checkout.description).toBe(`${SAVED.name} order ${order.orderNumber}`);
});
