import { eq } from 'drizzle-orm';
import * as admin from '@/app/api/v1/admin/delivery/route';
import { GET as check } from '@/app/api/v1/public/store/delivery/route';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { deliveryWindow } from '@/lib/delivery/dates';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettingsJson } from '@/lib/delivery/settings-schema';
import type { DeliveryJson } from '@/lib/delivery/types';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, productOf, type Staff } from '../helpers/admin';

let db: Db;
let s: Staff;
let bengaluruProduct: { id: number; variantId: number };
let jaipurProduct: { id: number; variantId: number };
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
  // Seller A dispatches from Indiranagar, Bengaluru; seller B has no PIN code, only its state.
  await db
    .update(schema.sellers)
    .set({ pincode: '560038', state: 'Karnataka' })
    .where(eq(schema.sellers.id, s.sellerA.id));
  await db.update(schema.sellers).set({ pincode: null, state: 'Rajasthan' }).where(eq(schema.sellers.id, s.sellerB.id));
  bengaluruProduct = await productOf(s.sellerA.id);
  jaipurProduct = await productOf(s.sellerB.id);
}, 180_000);
afterAll(teardownTestDatabase);

const ask = (query: string) => call(check, `/api/v1/public/store/delivery?${query}`);
const answer = async (query: string) => {
  const res = await ask(query);
  expect(res.status).toBe(200);
  return res.body!.data as DeliveryJson;
};
const put = (body: unknown, headers: Record<string, string>) =>
  call(admin.PUT, '/api/v1/admin/delivery', json('PUT', body, headers));
const windowOf = (days: { min: number; max: number }, settings = DEFAULT_DELIVERY_SETTINGS) =>
  deliveryWindow(new Date(), days.min, days.max, settings.cutoff, settings.holidays);

test('a served PIN code answers its city, state and delivery dates, cacheable for five minutes', async () => {
  const res = await ask('pincode=560001');
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
  const data = res.body!.data as DeliveryJson;
  expect(data).toMatchObject({
    pincode: '560001',
    city: 'Bengaluru Urban',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    serviceable: true,
    cod: true,
  });
  expect(data.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.latest! >= data.earliest!).toBe(true);
});

test('an unknown PIN code is 404, a malformed one 400', async () => {
  const unknown = await ask('pincode=999999');
  expect(unknown.status).toBe(404);
  expect(unknown.body!.message).toBe('Enter a valid Indian PIN code.');
  for (const bad of ['pincode=56003', 'pincode=abcdef', 'pincode=056003', '', 'pincode=560038&productId=x']) {
    expect((await ask(bad)).status).toBe(400);
  }
  expect(
    (await ask(`pincode=560038&productId=${bengaluruProduct.id}&variantId=${jaipurProduct.variantId}`)).status,
  ).toBe(404);
});

test("the product's seller decides the origin: Bengaluru delivers in-city sooner than a Rajasthan seller", async () => {
  const near = await answer(`pincode=560001&productId=${bengaluruProduct.id}&variantId=${bengaluruProduct.variantId}`);
  const far = await answer(`pincode=560001&productId=${jaipurProduct.id}`);
  expect({ earliest: near.earliest, latest: near.latest }).toEqual(windowOf(DEFAULT_DELIVERY_SETTINGS.days.SAME_CITY));
  expect({ earliest: far.earliest, latest: far.latest }).toEqual(
    windowOf(DEFAULT_DELIVERY_SETTINGS.days.REST_OF_INDIA),
  );
  expect(far.earliest! > near.earliest!).toBe(true);
});

test("the admin's save changes the answer at once: not served, COD off, other days", async () => {
  const settings: DeliverySettingsJson = {
    ...DEFAULT_DELIVERY_SETTINGS,
    days: { ...DEFAULT_DELIVERY_SETTINGS.days, SAME_CITY: { min: 3, max: 3 } },
    codOffPincodes: ['560001'],
    unserviceablePincodes: ['110001'],
    codMaxOrder: 5000,
  };
  const saved = await put(settings, s.admin.authHeader);
  expect(saved.status).toBe(200);
  expect(saved.body!.data).toEqual(settings);
  expect((await call(admin.GET, '/x', { headers: s.admin.authHeader })).body!.data).toEqual(settings);

  expect(await answer('pincode=110001')).toEqual({
    pincode: '110001',
    city: 'New Delhi',
    district: 'New Delhi',
    state: 'Delhi',
    serviceable: false,
    cod: false,
    earliest: null,
    latest: null,
  });
  const codOff = await answer(`pincode=560001&productId=${bengaluruProduct.id}`);
  expect(codOff).toMatchObject({ serviceable: true, cod: false, ...windowOf({ min: 3, max: 3 }, settings) });
  expect((await answer('pincode=560038')).cod).toBe(true);

  const [audit] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, 'delivery'));
  expect(audit).toMatchObject({ entity: 'settings', action: 'update' });
});

test('lists may be sent as text, one a line; bad entries answer 400 and change nothing', async () => {
  const before = (await call(admin.GET, '/x', { headers: s.admin.authHeader })).body!.data;
  const text = await put(
    { ...DEFAULT_DELIVERY_SETTINGS, codOffPincodes: '560001\n\n560002\n560001', holidays: '2027-01-26\n2026-12-25' },
    s.admin.authHeader,
  );
  expect(text.status).toBe(200);
  expect(text.body!.data).toMatchObject({
    codOffPincodes: ['560001', '560002'],
    holidays: ['2026-12-25', '2027-01-26'],
  });
  const saved = text.body!.data;
  for (const bad of [
    { codOffPincodes: '56000' },
    { holidays: '2026-02-30' },
    { cutoff: '25:00' },
    { days: { ...DEFAULT_DELIVERY_SETTINGS.days, METRO: { min: 5, max: 2 } } },
    { codMaxOrder: -1 },
  ]) {
    expect((await put({ ...DEFAULT_DELIVERY_SETTINGS, ...bad }, s.admin.authHeader)).status).toBe(400);
  }
  expect((await call(admin.GET, '/x', { headers: s.admin.authHeader })).body!.data).toEqual(saved);
  expect(before).not.toEqual(saved);
});

test('the delivery settings are the admin’s: anonymous 401, customer and seller members 403', async () => {
  expect((await call(admin.GET, '/x')).status).toBe(401);
  for (const who of [s.customer, s.memberA]) {
    expect((await call(admin.GET, '/x', { headers: who.authHeader })).status).toBe(403);
    expect((await put(DEFAULT_DELIVERY_SETTINGS, who.authHeader)).status).toBe(403);
  }
});
