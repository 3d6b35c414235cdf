/**
 * The API in the caller's language (Accept-Language, which the store's Hindi pages send): a refusal
 * answered in Hindi, the language kept with the account and the order, and the order's mails written
 * in it with links to the Hindi pages. English callers read exactly what they always did.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, asc, eq } from 'drizzle-orm';
import { POST as login } from '@/app/auth/login/route';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as getOrderRoute } from '@/app/api/orders/number/[orderNumber]/route';
import { POST as signupRoute } from '@/app/auth/signup/route';
import { POST as otpRoute } from '@/app/otp/send/route';
import { PUT as profilePut } from '@/app/user/profile/route';
import { POST as resetRequestRoute } from '@/app/api/auth/password-reset/request/route';
import { settleBackgroundWork } from '@/lib/background';
import { addToCart, listCart } from '@/lib/commerce/cart';
import { backInStockMail, cartReminderMail } from '@/lib/marketing/mails';
import { formatRupees } from '@/lib/money';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orders, productVariants, products, subOrders, users } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import { codConfirmToken } from '@/lib/delivery/cod-token';
import { estimatedDeliveryWords } from '@/lib/delivery/words';
import { deliveryWordsIn } from '@/lib/delivery/words-in';
import { getSiteUrl } from '@/lib/config';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, type Fixture } from './orders.fixtures';

const WRONG_PASSWORD_EN = 'Invalid credentials. Please try again.';
const WRONG_PASSWORD_HI = 'ई-मेल या पासवर्ड ग़लत है। कृपया फिर से कोशिश करें।';

let f: Fixture;
let client = 0;
/** Each request its own client address, so the login throttle never answers first. */
const fromClient = () => ({ [SOCKET_ADDRESS_HEADER]: `10.9.0.${++client}` });

beforeAll(async () => {
  delete process.env.SMTP_URL;
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
}, 60_000);
afterAll(teardownTestDatabase);
beforeEach(async () => {
  await setStock(f.tea.id, 100);
  await setStock(f.honey.id, 100);
});

const signIn = (body: unknown, headers: Record<string, string> = {}) =>
  call(login, '/auth/login', { method: 'POST', ...json(body, { ...fromClient(), ...headers }) });

const localeOf = async (userId: number) =>
  (await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0].locale;

describe('refusals in the caller language', () => {
  it('answers a wrong password in Hindi to a Hindi page, and in the exact English otherwise', async () => {
    const { user } = await createTestUser();
    const wrong = { email: user.email, password: 'not-the-password-1', role: 'CUSTOMER' };

    const hindi = await signIn(wrong, { 'Accept-Language': 'hi' });
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ status: 401, message: WRONG_PASSWORD_HI, data: null });

    const english = await signIn(wrong, { 'Accept-Language': 'en-IN' });
    expect(english.body).toEqual({ status: 401, message: WRONG_PASSWORD_EN, data: null });
    const none = await signIn(wrong);
    expect(none.body).toEqual({ status: 401, message: WRONG_PASSWORD_EN, data: null });
  });

  it('translates each field error of a refused form', async () => {
    const res = await signIn({ email: '', password: '' }, { 'Accept-Language': 'hi' });
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('ई-मेल ज़रूरी है');
    expect(res.body!.errors).toEqual({ email: 'ई-मेल ज़रूरी है', password: 'पासवर्ड ज़रूरी है' });
  });
});

describe('the language kept with the account', () => {
  it('a sign-in from a Hindi page keeps hi on the account, one from an English page en again', async () => {
    const { user, password } = await createTestUser();
    expect(await localeOf(user.id)).toBe('en');
    const hindi = await signIn({ email: user.email, password }, { 'Accept-Language': 'hi' });
    expect(hindi.status).toBe(200);
    expect(hindi.body!.message).toBe('साइन इन हो गया');
    expect(await localeOf(user.id)).toBe('hi');
    const english = await signIn({ email: user.email, password }, { 'Accept-Language': 'en-IN' });
    expect(english.body!.message).toBe('Login successful');
    expect(await localeOf(user.id)).toBe('en');
  });

  it('a profile saved from a Hindi page keeps hi; a client that names no language leaves it', async () => {
    const shopper = await createTestUser();
    const save = (headers: Record<string, string>) =>
      call(profilePut, '/user/profile', {
        method: 'PUT',
        ...json({ name: 'Kavya', phone: '9845012345' }, { ...shopper.authHeader, ...headers }),
      });
    const hindi = await save({ 'Accept-Language': 'hi' });
    expect(hindi.body!.message).toBe('प्रोफ़ाइल अपडेट हो गई!');
    expect(await localeOf(shopper.user.id)).toBe('hi');
    const bare = await save({});
    expect(bare.body!.message).toBe('Profile updated successfully!');
    expect(await localeOf(shopper.user.id)).toBe('hi');
  });

  it('a sign-up from a Hindi page gets its code in Hindi and keeps hi on the new account', async () => {
    const email = 'asha-hi@example.com';
    const hi = { 'Accept-Language': 'hi', ...fromClient() };
    const details = { name: 'Asha', email, phone: '9845012345', password: 'Tea@12345' };
    const early = await call(signupRoute, '/auth/signup', {
      method: 'POST',
      ...json({ ...details, otp: '123456' }, hi),
    });
    expect(early.status).toBe(400);
    expect(early.body!.message).toBe('कृपया पहले इस ई-मेल के लिए OTP मँगाएँ।');

    const sent = await call(otpRoute, `/otp/send?email=${encodeURIComponent(email)}`, { method: 'POST', headers: hi });
    expect(sent.body!.message).toBe('OTP आपके ई-मेल पते पर भेज दिया गया है');
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'SIGNUP_OTP')));
    expect(mail.subject).toBe('आपका Organic Tattva साइन-अप कोड');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];

    const done = await call(signupRoute, '/auth/signup', { method: 'POST', ...json({ ...details, otp: code }, hi) });
    expect(done.status).toBe(201);
    expect(done.body!.message).toBe('अकाउंट बन गया!');
    const [row] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(row.locale).toBe('hi');
  });
});

describe('account mails in the language of the page that asked', () => {
  it('a reset asked for from a Hindi page mails a Hindi link to the Hindi reset page', async () => {
    const { user } = await createTestUser({ name: 'Meera' });
    const res = await call(resetRequestRoute, '/api/auth/password-reset/request', {
      method: 'POST',
      ...json({ email: user.email }, { 'Accept-Language': 'hi', ...fromClient() }),
    });
    expect(res.status).toBe(200);
    await settleBackgroundWork();
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'PASSWORD_RESET')));
    expect(mail.subject).toBe('अपना Organic Tattva पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Meera,');
    expect(mail.text).toMatch(new RegExp(`पासवर्ड रीसेट करें: ${getSiteUrl()}/hi/account/reset-password\\?token=\\S+`));
  });
});

describe("marketing mails in the account's language", () => {
  it('a back-in-stock notice and a cart reminder to a Hindi shopper are in Hindi, their links to Hindi pages', async () => {
    const shopper = await createTestUser({ name: 'Meera' });
    const site = getSiteUrl();
    const alert = await backInStockMail(getDb(), {
      userId: shopper.user.id,
      productId: f.soldOut.id,
      variantId: f.soldOut.variantId,
      name: 'Meera',
      slug: 'assam-tea',
      title: 'Assam Tea',
      sku: 'AT-250',
      label: '250 g',
      locale: 'hi',
    });
    expect(alert.subject).toBe('Assam Tea (250 g) फिर से स्टॉक में है');
    expect(alert.text).toContain(`पैक देखें: ${site}/hi/products/assam-tea?pack=AT-250`);
    expect(alert.text).toContain('एक क्लिक में अनसब्सक्राइब करें');
    expect(alert.headers).toHaveProperty('List-Unsubscribe');

    await addToCart(shopper.user.id, { productId: f.tea.id, quantity: 2 });
    const lines = await listCart(shopper.user.id);
    const reminder = await cartReminderMail(getDb(), shopper.user.id, 'Meera', lines, 'hi');
    expect(reminder.subject).toBe('आपके Organic Tattva कार्ट में एक आइटम रह गया है');
    expect(reminder.text).toContain(`× 2 — आज ${formatRupees(lines[0].sellingPrice)} प्रति पैक, स्टॉक में है`);
    expect(reminder.text).toContain(`अपने कार्ट पर जाएँ: ${site}/hi/cart`);
    const english = await cartReminderMail(getDb(), shopper.user.id, 'Meera', lines);
    expect(english.subject).toBe('You left an item in your Organic Tattva cart');
    expect(english.text).toContain(`Go to your cart: ${site}/cart`);
  });
});

async function placeCod(who: TestUser, headers: Record<string, string>): Promise<OrderJson> {
  const addressId = (await addAddress(who.user.id)).id;
  const res = await call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json(
      {
        addressId,
        paymentInfo: { method: 'COD' },
        items: [
          { productId: f.tea.id, variantId: null, quantity: 2 },
          { productId: f.honey.id, variantId: null, quantity: 1 },
        ],
      },
      { ...who.authHeader, ...headers },
    ),
  });
  if (res.status !== 201) throw new Error(`placement failed: ${res.status} ${res.text}`);
  return res.body!.data as OrderJson;
}

async function placedMail(email: string) {
  const [mail] = await getDb()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'ORDER_PLACED')));
  return mail;
}

async function windowsOf(orderId: number) {
  return getDb()
    .select({ earliest: subOrders.deliverEarliest, latest: subOrders.deliverLatest })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId))
    .orderBy(asc(subOrders.id));
}

describe('an order placed from a Hindi page', () => {
  it('keeps hi, and its placed mail is in Hindi with links to the Hindi pages', async () => {
    const shopper = await createTestUser({ name: 'Asha' });
    const order = await placeCod(shopper, { 'Accept-Language': 'hi' });
    const [row] = await getDb().select({ locale: orders.locale }).from(orders).where(eq(orders.id, order.id));
    expect(row.locale).toBe('hi');

    const mail = await placedMail(shopper.user.email);
    const number = order.orderNumber;
    const site = getSiteUrl();
    expect(mail.subject).toBe(`ऑर्डर ${number} मिल गया: कृपया इसकी पुष्टि करें`);
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain(`आपके ऑर्डर ${number} (कुल `);
    expect(mail.text).toMatch(/कृपया .+ IST तक ऑर्डर की पुष्टि करें/);
    expect(mail.text).toContain(
      `अपने ऑर्डर की पुष्टि करें: ${site}/hi/confirm-cod/${number}?token=${codConfirmToken(number)}`,
    );
    expect(mail.text).toContain(`आपका ऑर्डर: ${site}/hi/order?number=${number}`);
    for (const w of await windowsOf(order.id)) {
      if (w.earliest && w.latest)
        expect(mail.text).toContain(estimatedDeliveryWords(deliveryWordsIn('hi'), w.earliest, w.latest));
    }
    expect(mail.text).not.toMatch(/Thank you|Confirm your order|Hello/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`href="${site}/hi/confirm-cod/${number}?token=`);
    expect(mail.html).toContain(`href="${site}/hi"`);
    expect(mail.html).toContain('अगर बटन काम न करे');
  });

  it("names its items in Hindi where the catalogue has Hindi: in the placed mail and in the order's answers to a Hindi page", async () => {
    const db = getDb();
    await db
      .update(products)
      .set({ translations: { hi: { title: 'दार्जिलिंग चाय' } } })
      .where(eq(products.id, f.tea.id));
    await db
      .update(productVariants)
      .set({ translations: { hi: { label: '100 ग्राम' } } })
      .where(eq(productVariants.productId, f.tea.id));
    try {
      const shopper = await createTestUser({ name: 'Asha' });
      const order = await placeCod(shopper, { 'Accept-Language': 'hi' });
      const tea = (o: OrderJson) => o.subOrders.flatMap((s) => s.items).find((i) => i.productId === f.tea.id)!;
      expect(tea(order)).toMatchObject({ productName: 'दार्जिलिंग चाय', size: '100 ग्राम' });
      expect((await placedMail(shopper.user.email)).text).toContain('2 × दार्जिलिंग चाय (100 ग्राम)');

      const read = async (headers: Record<string, string>) => {
        const res = await call(getOrderRoute, `/api/orders/number/${order.orderNumber}`, {
          headers: { ...shopper.authHeader, ...headers },
          params: { orderNumber: order.orderNumber },
        });
        expect(res.status).toBe(200);
        return tea(res.body!.data as OrderJson);
      };
      expect(await read({ 'Accept-Language': 'hi' })).toMatchObject({ productName: 'दार्जिलिंग चाय', size: '100 ग्राम' });
      // The stored line keeps the English it was sold under: the seller's screens and the invoice read it.
      const english = await read({});
      expect(english.productName).not.toBe('दार्जिलिंग चाय');
      expect(english.size).not.toBe('100 ग्राम');
    } finally {
      await db.update(products).set({ translations: {} }).where(eq(products.id, f.tea.id));
      await db.update(productVariants).set({ translations: {} }).where(eq(productVariants.productId, f.tea.id));
    }
  });

  it('an order from an English page (or no language) keeps en and its mail stays English', async () => {
    const shopper = await createTestUser({ name: 'Ravi' });
    const order = await placeCod(shopper, {});
    const [row] = await getDb().select({ locale: orders.locale }).from(orders).where(eq(orders.id, order.id));
    expect(row.locale).toBe('en');
    const mail = await placedMail(shopper.user.email);
    const number = order.orderNumber;
    const site = getSiteUrl();
    expect(mail.subject).toBe(`Order ${number} received: please confirm it`);
    expect(mail.text).toContain('Hello Ravi,');
    expect(mail.text).toContain(`Confirm your order: ${site}/confirm-cod/${number}?token=${codConfirmToken(number)}`);
    expect(mail.text).toContain(`Your order: ${site}/order?number=${number}`);
    for (const w of await windowsOf(order.id)) {
      if (w.earliest && w.latest)
        expect(mail.text).toContain(estimatedDeliveryWords(deliveryWordsIn('en'), w.earliest, w.latest));
    }
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:');
    expect(mail.text).not.toContain('/hi/');
  });
});
