import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { GET as list, POST as create } from '@/app/addresses/route';
import { DELETE as remove, PUT as update } from '@/app/addresses/[id]/route';
import { addresses } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

const home = {
  name: 'Priya Sharma',
  phoneNumber: '+91 98765 43210',
  streetAddress: '22 MG Road',
  addressLine1: 'Near Ganesh Temple',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411 001',
};
const send = (method: string, body: unknown, headers: Record<string, string>) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

test('add, list, edit and delete an address, with the spec messages', async () => {
  const { authHeader } = await createTestUser();
  const added = await call(create, '/addresses', send('POST', home, authHeader));
  expect(added.status).toBe(201);
  expect(added.body!.message).toBe('Address added successfully!');
  const address = added.body!.data as { id: number };
  expect(address).toMatchObject({
    phoneNumber: '9876543210',
    postalCode: '411001',
    country: 'India',
    phoneNumber2: null,
    addressLine2: null,
  });

  const listed = await call(list, '/addresses', { headers: authHeader });
  expect(listed.body!.data).toEqual([address]);

  const id = String(address.id);
  const updated = await call(update, `/addresses/${id}`, {
    ...send('PUT', { ...home, city: 'Mumbai', postalCode: '400001' }, authHeader),
    params: { id },
  });
  expect(updated.status).toBe(200);
  expect(updated.body!.message).toBe('Address updated successfully!');
  expect(updated.body!.data).toMatchObject({ city: 'Mumbai', postalCode: '400001' });

  const deleted = await call(remove, `/addresses/${id}`, { method: 'DELETE', headers: authHeader, params: { id } });
  expect(deleted.status).toBe(200);
  expect(deleted.body!.message).toBe('Address deleted successfully!');
  expect((await call(list, '/addresses', { headers: authHeader })).body!.data).toEqual([]);
});

test("user A's addresses are invisible and unchangeable to user B (404, as if they did not exist)", async () => {
  const a = await createTestUser();
  const b = await createTestUser();
  const { id } = (await call(create, '/addresses', send('POST', home, a.authHeader))).body!.data as { id: number };
  expect((await call(list, '/addresses', { headers: b.authHeader })).body!.data).toEqual([]);
  const put = await call(update, `/addresses/${id}`, {
    ...send('PUT', { ...home, city: 'Hacked' }, b.authHeader),
    params: { id: String(id) },
  });
  expect(put.status).toBe(404);
  const del = await call(remove, `/addresses/${id}`, {
    method: 'DELETE',
    headers: b.authHeader,
    params: { id: String(id) },
  });
  expect(del.status).toBe(404);
  const missing = await call(remove, '/addresses/99999999', {
    method: 'DELETE',
    headers: b.authHeader,
    params: { id: '99999999' },
  });
  expect(missing.body).toEqual(del.body);
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  expect(row.city).toBe('Pune');
  for (const bad of ['abc', '-1', '1.5', '0']) {
    expect(
      (await call(remove, `/addresses/${bad}`, { method: 'DELETE', headers: b.authHeader, params: { id: bad } }))
        .status,
    ).toBe(404);
  }
});

test('mass assignment: id, userId, role and status in the body are ignored', async () => {
  const a = await createTestUser();
  const b = await createTestUser();
  const res = await call(
    create,
    '/addresses',
    send('POST', { ...home, id: 777777, userId: b.user.id, role: 'ADMIN', status: 'X' }, a.authHeader),
  );
  expect(res.status).toBe(201);
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.id, (res.body!.data as { id: number }).id));
  expect(row.userId).toBe(a.user.id);
  expect(row.id).not.toBe(777777);
});

test('required fields and the Indian formats, with clear messages', async () => {
  const { authHeader } = await createTestUser();
  const empty = await call(create, '/addresses', send('POST', {}, authHeader));
  expect(empty.status).toBe(400);
  expect(empty.body!.errors).toEqual({
    name: 'Name is required',
    phoneNumber: 'Phone number is required',
    streetAddress: 'Street address is required',
    city: 'City is required',
    state: 'State is required',
    postalCode: 'Postal code is required',
  });
  const bad = await call(
    create,
    '/addresses',
    send(
      'POST',
      { ...home, phoneNumber: '5123456789', phoneNumber2: '12', postalCode: '012345', country: 'Mars' },
      authHeader,
    ),
  );
  expect(bad.body!.errors).toEqual({
    phoneNumber: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
    phoneNumber2: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
    country: 'Country must be one of: India, United States, United Kingdom, Canada, Australia',
  });
  const pin = await call(create, '/addresses', send('POST', { ...home, postalCode: '012345' }, authHeader));
  expect(pin.body!.errors).toEqual({ postalCode: 'Enter a valid 6-digit PIN code (it cannot start with 0)' });
});

test('signed out is a 401; a cross-site write with the cookie is a 403', async () => {
  const { cookieHeader } = await createTestUser();
  expect((await call(list, '/addresses')).status).toBe(401);
  const cross = await call(
    create,
    '/addresses',
    send('POST', home, { ...cookieHeader, Origin: 'https://evil.example' }),
  );
  expect(cross.status).toBe(403);
});
