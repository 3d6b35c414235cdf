// This suite builds its own catalogue (orders.fixtures.ts): two sellers, so an order has two windows.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, asc, eq } from 'drizzle-orm';
import * as adminDelivery from '@/app/api/v1/admin/delivery/route';
import { POST as checkoutPrice } from '@/app/api/checkout/price/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as addAddressCall } from '@/app/addresses/route';
import { PUT as editAddressCall } from '@/app/addresses/[id]/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, subOrders } from '@/lib/db/schema';
import { estimatedDeliveryWords } from '@/lib/delivery/words';
import { deliveryWordsIn } from '@/lib/delivery/words-in';
import type { OrderJson } from '@/lib/commerce/orders';
import type { CheckoutPriceJson } from '@/lib/offers/price-json';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettingsJson } from '@/lib/delivery/settings-schema';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
let admin: TestUser;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  admin = await createTestUser({ role: 'ADMIN' });
}, 180_000);
afterAll(teardownTestDatabase);
afterEach(() => saveSettings({}));

async function saveSettings(change: Partial<DeliverySettingsJson>) {
  const res = await call(adminDelivery.PUT, '/api/v1/admin/delivery', {
    method: 'PUT',
    ...json({ ...DEFAULT_DELIVERY_SETTINGS, ...change }, admin.authHeader),
  });
  expect(res.status).toBe(200);
}

/** A shopper with one saved address at 560001 (Bengaluru). */
async function shopper() {
  const user = await createTestUser();
  const address = await addAddress(user.user.id);
  return { ...user, addressId: address.id };
}

const teaAndHoney = () => [
  { productId: f.tea.id, variantId: null, quantity: 1 },
  { productId: f.honey.id, variantId: null, quantity: 1 },
];

async function delivery(who: { authHeader: Record<string, string> }, addressId: number, items = teaAndHoney()) {
  const res = await call(checkoutPrice, '/api/checkout/price', {
    method: 'POST',
    ...json({ items, paymentMethod: 'UPI', addressId }, who.authHeader),
  });
  expect(res.status).toBe(200);
  return (res.body!.data as CheckoutPriceJson).delivery!;
}

const place = (who: { authHeader: Record<string, string> }, addressId: number, method: string, items = teaAndHoney()) =>
  call(placeOrder, '/api/orders', {
    method: 'POST',
    ...json({ addressId, paymentInfo: { method }, items, source: 'buy-now' }, who.authHeader),
  });

test("the checkout answer's windows per seller are the ones the placed order keeps", async () => {
  const s = await shopper();
  const answer = await delivery(s, s.addressId);
  expect(answer).toMatchObject({ pincode: '560001', serviceable: true, message: null });
  expect(answer.cod).toEqual({ available: true, reason: null, message: null });
  expect(answer.sellers.map((x) => x.sellerName)).toEqual(['Darjeeling Estate', 'Kashmir Apiary']);
  for (const x of answer.sellers) expect(x.latest >= x.earliest).toBe(true);

  const placed = await place(s, s.addressId, 'UPI');
  expect(placed.status).toBe(201);
  const order = placed.body!.data as OrderJson;
  const stored = await getDb()
    .select({ earliest: subOrders.deliverEarliest, latest: subOrders.deliverLatest, sellerName: subOrders.sellerName })
    .from(subOrders)
    .where(eq(subOrders.orderId, order.id))
    .orderBy(asc(subOrders.sellerId));
  expect(stored).toEqual(answer.sellers);
  expect(order.subOrders.map((sub) => sub.estimatedDelivery)).toEqual(
    answer.sellers.map(({ earliest, latest }) => ({ earliest, latest })),
  );
  // The placed-order mail lists each part's window, by seller.
  const [mail] = await getDb()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, s.user.email), eq(mailOutbox.kind, 'ORDER_PLACED')));
  for (const x of answer.sellers)
    expect(mail.text).toContain(
      `${x.sellerName}: ${estimatedDeliveryWords(deliveryWordsIn('en'), x.earliest, x.latest)}`,
    );
});

test("another shopper's address answers 404, and a price without an address has no delivery", async () => {
  const owner = await shopper();
  const other = await createTestUser();
  const res = await call(checkoutPrice, '/api/checkout/price', {
    method: 'POST',
    ...json({ items: teaAndHoney(), addressId: owner.addressId }, other.authHeader),
  });
  expect(res.status).toBe(404);
  const plain = await call(checkoutPrice, '/api/checkout/price', {
    method: 'POST',
    ...json({ items: teaAndHoney() }, owner.authHeader),
  });
  expect((plain.body!.data as CheckoutPriceJson).delivery).toBeNull();
});

test('a PIN code without COD: the answer says why, COD placement is 422 with that message, UPI is placed', async () => {
  await saveSettings({ codOffPincodes: ['560001'] });
  const s = await shopper();
  const message = 'Cash on delivery is not available at PIN code 560001.';
  expect((await delivery(s, s.addressId)).cod).toEqual({ available: false, reason: 'PINCODE', message });
  const cod = await place(s, s.addressId, 'COD');
  expect(cod.status).toBe(422);
  expect(cod.body!.message).toBe(message);
  expect(cod.body!.errors).toEqual({ paymentMethod: message });
  expect((await place(s, s.addressId, 'UPI')).status).toBe(201);
});

test('a Hindi checkout reads why COD is off in Hindi', async () => {
  await saveSettings({ codOffPincodes: ['560001'] });
  const s = await shopper();
  const hindi = { authHeader: { ...s.authHeader, 'Accept-Language': 'hi' } };
  expect((await delivery(hindi, s.addressId)).cod).toEqual({
    available: false,
    reason: 'PINCODE',
    message: 'पिनकोड 560001 पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
  });
});

test('an order over the COD cap is refused for COD and accepted for UPI', async () => {
  // ₹399 tea + ₹59 shipping + ₹49 COD handling = ₹507 over a ₹500 cap; ₹458 prepaid.
  await saveSettings({ codMaxOrder: 500 });
  const s = await shopper();
  const tea = [{ productId: f.tea.id, variantId: null, quantity: 1 }];
  const message = 'Cash on delivery is available on orders up to ₹500.00.';
  expect((await delivery(s, s.addressId, tea)).cod).toEqual({ available: false, reason: 'OVER_CAP', message });
  const cod = await place(s, s.addressId, 'COD', tea);
  expect(cod.status).toBe(422);
  expect(cod.body!.errors).toEqual({ paymentMethod: message });
  expect((await place(s, s.addressId, 'UPI', tea)).status).toBe(201);

  await saveSettings({ codMaxOrder: 507 });
  expect((await delivery(s, s.addressId, tea)).cod.available).toBe(true);
});

test('an address the shop does not serve: the answer says so and the placement is 422', async () => {
  await saveSettings({ unserviceablePincodes: ['560001'] });
  const s = await shopper();
  const message = "We don't deliver to 560001 yet.";
  expect(await delivery(s, s.addressId)).toEqual({
    addressId: s.addressId,
    pincode: '560001',
    serviceable: false,
    message,
    sellers: [],
    cod: { available: false, reason: 'UNSERVICEABLE', message },
  });
  for (const method of ['UPI', 'COD']) {
    const res = await place(s, s.addressId, method);
    expect(res.status).toBe(422);
    expect(res.body!.errors).toEqual({ addressId: message });
  }
});

test('an address with a well-formed but unknown PIN code is refused and not saved', async () => {
  const s = await shopper();
  const body = {
    name: 'Asha Verma',
    phoneNumber: '9876543210',
    streetAddress: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '999999',
    country: 'India',
  };
  const added = await call(addAddressCall, '/addresses', { method: 'POST', ...json(body, s.authHeader) });
  expect(added.status).toBe(400);
  expect(added.body!.errors).toEqual({ postalCode: 'Enter a valid Indian PIN code.' });
  const edited = await call(editAddressCall, `/addresses/${s.addressId}`, {
    method: 'PUT',
    params: { id: String(s.addressId) },
    ...json(body, s.authHeader),
  });
  expect(edited.status).toBe(400);
  expect(edited.body!.errors).toEqual({ postalCode: 'Enter a valid Indian PIN code.' });
  expect((await delivery(s, s.addressId)).pincode).toBe('560001');
  // Another country's postal code is not looked up.
  const abroad = await call(addAddressCall, '/addresses', {
    method: 'POST',
    ...json({ ...body, postalCode: 'SW1A 1AA', country: 'United Kingdom' }, s.authHeader),
  });
  expect(abroad.status).toBe(201);
});
