jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import * as sellersRoute from '@/app/api/v1/admin/sellers/route';
import * as sellerOne from '@/app/api/v1/admin/sellers/[id]/route';
import { listSellerOptions } from '@/lib/catalog/seller-options';
import type { SellerJson } from '@/lib/catalog/sellers';
import type { Db } from '@/lib/db/client';
import { auditLog, sellers } from '@/lib/db/schema';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, type Staff } from '../helpers/admin';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);

const valid = {
  name: 'Nilgiri Leaf Co',
  legalName: 'Nilgiri Leaf Company LLP',
  gstin: '33ABCDE1234F1Z5',
  address: '4, Coonoor Road',
  city: 'Ooty',
  state: 'Tamil Nadu',
  pincode: '643001',
  phone: '+91 94430 12345',
};
const post = (body: unknown, headers: Record<string, string>) =>
  call(sellersRoute.POST, '/api/v1/admin/sellers', json('POST', body, headers));

test('sellers are the admin’s: anonymous 401, customer and seller members 403', async () => {
  expect((await call(sellersRoute.GET, '/x')).status).toBe(401);
  for (const who of [s.customer, s.memberA, s.memberB]) {
    expect((await call(sellersRoute.GET, '/x', { headers: who.authHeader })).status).toBe(403);
    expect((await post(valid, who.authHeader)).status).toBe(403);
    expect(
      (
        await call(sellerOne.PATCH, '/x', {
          ...json('PATCH', { name: 'Mine now' }, who.authHeader),
          params: { id: String(s.sellerA.id) },
        })
      ).status,
    ).toBe(403);
  }
});

test('an added seller gets a unique slug from its name, is audited, and appears in the product editor’s seller choice', async () => {
  const first = await post(valid, s.admin.authHeader);
  expect(first.status).toBe(201);
  const seller = first.body!.data as SellerJson;
  expect(seller).toMatchObject({
    slug: 'nilgiri-leaf-co',
    legalName: 'Nilgiri Leaf Company LLP',
    state: 'Tamil Nadu',
    pincode: '643001',
  });
  expect(await listSellerOptions()).toContainEqual({ slug: 'nilgiri-leaf-co', name: 'Nilgiri Leaf Co' });
  const second = await post({ ...valid, gstin: '33abcde1234f1z6', state: 'tamil nadu' }, s.admin.authHeader);
  expect(second.body!.data).toMatchObject({ slug: 'nilgiri-leaf-co-2', gstin: '33ABCDE1234F1Z6', state: 'Tamil Nadu' });
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(seller.id)));
  expect(entry).toMatchObject({ entity: 'seller', action: 'create', actorId: s.admin.user.id, before: null });
  const list = (await call(sellersRoute.GET, '/x', { headers: s.admin.authHeader })).body!.data as SellerJson[];
  expect(list.map((x) => x.slug)).toEqual(
    expect.arrayContaining(['nilgiri-leaf-co', 'nilgiri-leaf-co-2', s.sellerA.slug]),
  );
});

test('bad GSTIN, state, PIN or phone answer 400 with the field and add nothing', async () => {
  const count = async () => (await db.select({ id: sellers.id }).from(sellers)).length;
  const before = await count();
  for (const [patch, field] of [
    [{ gstin: '33ABCDE1234F1Z' }, 'gstin'],
    [{ gstin: '33ABCDE1234F1X5' }, 'gstin'],
    [{ state: 'Wakanda' }, 'state'],
    [{ pincode: '64300' }, 'pincode'],
    [{ phone: '12345' }, 'phone'],
    [{ name: '' }, 'name'],
  ] as const) {
    const res = await post({ ...valid, ...patch }, s.admin.authHeader);
    expect(res.status).toBe(400);
    expect(res.body!.errors).toHaveProperty(field);
  }
  expect(await count()).toBe(before);
});

test('PATCH edits a seller, keeps its slug, audits before → after; an unknown id is 404', async () => {
  const res = await call(sellerOne.PATCH, '/x', {
    ...json('PATCH', { name: 'Estate Renamed', pincode: '734101' }, s.admin.authHeader),
    params: { id: String(s.sellerA.id) },
  });
  expect(res.status).toBe(200);
  expect(res.body!.data).toMatchObject({ name: 'Estate Renamed', pincode: '734101', slug: s.sellerA.slug });
  const entries = await db.select().from(auditLog).where(eq(auditLog.entity, 'seller'));
  const update = entries.find((e) => e.action === 'update' && e.entityId === String(s.sellerA.id))!;
  expect((update.after as { name: string }).name).toBe('Estate Renamed');
  expect((update.before as { name: string }).name).not.toBe('Estate Renamed');
  expect(
    (
      await call(sellerOne.PATCH, '/x', {
        ...json('PATCH', { name: 'x' }, s.admin.authHeader),
        params: { id: '999999' },
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await call(sellerOne.PATCH, '/x', {
        ...json('PATCH', { state: 'Nowhere' }, s.admin.authHeader),
        params: { id: String(s.sellerA.id) },
      })
    ).status,
  ).toBe(400);
});
