import { asc, eq } from 'drizzle-orm';
import * as pincodes from '@/app/api/v1/admin/delivery/pincodes/route';
import { GET as check } from '@/app/api/v1/public/store/delivery/route';
import type { Db } from '@/lib/db/client';
import { auditLog, sellers, serviceablePincodes } from '@/lib/db/schema';
import { deliveryWindow } from '@/lib/delivery/dates';
import type { CourierListReport, CourierListSummary } from '@/lib/delivery/courier/list';
import { lookupPincode } from '@/lib/delivery/pincodes';
import { DEFAULT_DELIVERY_SETTINGS } from '@/lib/delivery/settings-schema';
import type { DeliveryJson } from '@/lib/delivery/types';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, multipart, productOf, type Staff } from '../helpers/admin';

let db: Db;
let s: Staff;
let product: { id: number };
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
  await db.update(sellers).set({ pincode: '560038', state: 'Karnataka' }).where(eq(sellers.id, s.sellerA.id));
  product = await productOf(s.sellerA.id);
}, 180_000);
afterAll(teardownTestDatabase);

const HEADER = 'pincode,serviceable,cod,min_days,max_days';
const URL = '/api/v1/admin/delivery/pincodes';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

async function upload(text: string, headers: Record<string, string>, dryRun = false) {
  const res = await call(
    pincodes.POST,
    `${URL}${dryRun ? '?dryRun=1' : ''}`,
    multipart(new TextEncoder().encode(text), 'courier.csv', 'text/csv', headers),
  );
  return { status: res.status, report: res.body?.data as CourierListReport, message: res.body?.message };
}
const summary = async () =>
  (await call(pincodes.GET, URL, { headers: s.admin.authHeader })).body!.data as CourierListSummary;
const download = () => call(pincodes.GET, `${URL}?format=csv`, { headers: s.admin.authHeader });
const listed = () => db.select().from(serviceablePincodes).orderBy(asc(serviceablePincodes.pincode));
const audits = () => db.select().from(auditLog).where(eq(auditLog.entityId, 'serviceable-pincodes'));
/** The list and its audit trail: what "nothing changed" compares. */
const everything = async () => ({ list: await listed(), audits: (await audits()).length });

const answer = async (pincode: string) => {
  const res = await call(check, `/api/v1/public/store/delivery?pincode=${pincode}&productId=${product.id}`);
  expect(res.status).toBe(200);
  return res.body!.data as DeliveryJson;
};
const windowOf = (min: number, max: number) =>
  deliveryWindow(new Date(), min, max, DEFAULT_DELIVERY_SETTINGS.cutoff, DEFAULT_DELIVERY_SETTINGS.holidays);
const zoneAnswer = { serviceable: true, cod: true, ...windowOf(1, 2) }; // Bengaluru to Bengaluru: SAME_CITY

const FIRST = csv('560001,N,N,,', '560002,Y,N,,', '560003,Y,Y,7,9');

test('before any upload the list is empty and Bengaluru PIN codes follow the zones', async () => {
  expect(await summary()).toEqual({ count: 0, served: 0, cod: 0, updatedAt: null });
  expect(DEFAULT_DELIVERY_SETTINGS.days.SAME_CITY).toEqual({ min: 1, max: 2 });
  for (const pin of ['560001', '560002', '560003']) expect(await answer(pin)).toMatchObject(zoneAnswer);
});

test('a dry run reports the counts and every error by row, and changes nothing', async () => {
  const before = await everything();
  const clean = await upload(FIRST, s.admin.authHeader, true);
  expect(clean.status).toBe(200);
  expect(clean.report).toEqual({ rows: 3, added: 3, changed: 0, removed: 0, unchanged: 0, errors: [], applied: false });
  const bad = await upload(
    csv('560001,N,N,,', '999999,Y,Y,,', '560001,Y,Y,,', '560004,Y,Y,3,'),
    s.admin.authHeader,
    true,
  );
  expect(bad.status).toBe(200);
  expect(bad.report.errors).toEqual([
    { row: 3, column: 'pincode', message: 'Not a known Indian PIN code' },
    { row: 4, column: 'pincode', message: 'This PIN code appears on an earlier row (row 2)' },
    { row: 5, column: 'max_days', message: 'Give both min_days and max_days, or neither' },
  ]);
  expect(await everything()).toEqual(before);
});

test('a file with errors is refused with 422 and its errors by row; nothing changes', async () => {
  const before = await everything();
  const res = await upload(csv('560001,N,N,,', '560002,perhaps,N,,'), s.admin.authHeader);
  expect(res.status).toBe(422);
  expect(res.message).toBe('The file has errors: the list was not changed');
  expect(res.report.errors).toEqual([{ row: 3, column: 'serviceable', message: 'Enter Y or N' }]);
  expect(res.report.applied).toBe(false);
  expect(await everything()).toEqual(before);
  for (const empty of ['', `${HEADER}\n`, '560001,N,N,,\n'])
    expect((await upload(empty, s.admin.authHeader)).status).toBe(422);
  expect(await everything()).toEqual(before);
});

test('applying overrides the zones per PIN code: not served, COD off, its own days; audited as a summary', async () => {
  const res = await upload(FIRST, s.admin.authHeader);
  expect(res.status).toBe(200);
  expect(res.report).toMatchObject({ rows: 3, added: 3, applied: true, errors: [] });
  expect(await answer('560001')).toMatchObject({ serviceable: false, cod: false, earliest: null, latest: null });
  expect(await answer('560002')).toMatchObject({ ...windowOf(1, 2), serviceable: true, cod: false });
  expect(await answer('560003')).toMatchObject({ ...windowOf(7, 9), serviceable: true, cod: true });
  expect(await answer('560004')).toMatchObject(zoneAnswer);
  expect(await summary()).toMatchObject({ count: 3, served: 2, cod: 1 });
  const [audit] = await audits();
  expect(audit).toMatchObject({
    entity: 'settings',
    action: 'replace',
    actorId: s.admin.user.id,
    before: { count: 0, served: 0, cod: 0, updatedAt: null },
    after: { count: 3, served: 2, cod: 1, added: 3, changed: 0, removed: 0 },
  });
});

test('a new upload replaces the list: a PIN code left out is back to the zone rules', async () => {
  const dry = await upload(csv('560001,Y,N,,', '560003,Y,Y,7,9', '110001,N,N,,'), s.admin.authHeader, true);
  expect(dry.report).toMatchObject({ rows: 3, added: 1, changed: 1, removed: 1, unchanged: 1 });
  const res = await upload(csv('560001,Y,N,,', '560003,Y,Y,7,9', '110001,N,N,,'), s.admin.authHeader);
  expect(res.status).toBe(200);
  expect((await listed()).map((r) => r.pincode)).toEqual(['110001', '560001', '560003']);
  expect(await answer('560001')).toMatchObject({ serviceable: true, cod: false });
  expect(await answer('560002')).toMatchObject(zoneAnswer);
  expect((await answer('110001')).serviceable).toBe(false);
});

test('the download is the list as CSV, and uploads back unchanged', async () => {
  const res = await download();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="serviceable-pincodes-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(res.text).toBe(`${HEADER}\r\n110001,N,N,,\r\n560001,Y,N,,\r\n560003,Y,Y,7,9\r\n`);
  const again = await upload(res.text, s.admin.authHeader, true);
  expect(again.report).toMatchObject({ rows: 3, added: 0, changed: 0, removed: 0, unchanged: 3, errors: [] });
});

test('the list is the admin’s: anonymous 401, customer and seller members 403 and nothing changes', async () => {
  const before = await everything();
  expect((await call(pincodes.GET, URL)).status).toBe(401);
  for (const who of [s.customer, s.memberA, s.memberB]) {
    expect((await call(pincodes.GET, URL, { headers: who.authHeader })).status).toBe(403);
    expect((await call(pincodes.GET, `${URL}?format=csv`, { headers: who.authHeader })).status).toBe(403);
    expect((await upload(FIRST, who.authHeader)).status).toBe(403);
    expect((await call(pincodes.DELETE, URL, { method: 'DELETE', headers: who.authHeader })).status).toBe(403);
  }
  expect((await upload(FIRST, {})).status).toBe(401);
  expect((await call(pincodes.GET, `${URL}?format=xml`, { headers: s.admin.authHeader })).status).toBe(400);
  expect(await everything()).toEqual(before);
});

test('a file of 19,000 PIN codes (every Indian one, nearly) checks and applies', async () => {
  const pins: string[] = [];
  for (let p = 100000; pins.length < 19_000; p++) if (lookupPincode(String(p))) pins.push(String(p));
  const text = csv(...pins.map((p, i) => `${p},${i % 10 ? 'Y' : 'N'},${i % 3 ? 'Y' : 'N'},${i % 2 ? '2,6' : ','}`));
  const dry = await upload(text, s.admin.authHeader, true);
  expect(dry.report).toMatchObject({ rows: 19_000, errors: [], applied: false });
  const res = await upload(text, s.admin.authHeader);
  expect(res.status).toBe(200);
  expect(res.report).toMatchObject({ rows: 19_000, applied: true });
  expect(await summary()).toMatchObject({ count: 19_000, served: 17_100 });
  const [last] = (await audits()).sort((a, b) => b.id - a.id);
  expect(JSON.stringify(last.after).length).toBeLessThan(500);
  expect((await download()).text.split('\r\n')).toHaveLength(19_002);
}, 300_000);

test('clearing empties the list, audited; every PIN code follows the zones again', async () => {
  const res = await call(pincodes.DELETE, URL, { method: 'DELETE', headers: s.admin.authHeader });
  expect(res.status).toBe(200);
  expect(res.body!.data).toEqual({ count: 0, served: 0, cod: 0, updatedAt: null });
  expect(await listed()).toEqual([]);
  expect(await answer('560001')).toMatchObject(zoneAnswer);
  const [last] = (await audits()).sort((a, b) => b.id - a.id);
  expect(last).toMatchObject({ action: 'clear', before: { count: 19_000 }, after: { count: 0 } });
});
