/**
 * The back office's sign-in asks for e-mail and password only (role STAFF): an admin and a seller's
 * member both get a session the back office accepts, each with its own role's view; a shopper is
 * told this is not a staff account and gets no session; a wrong password reads as ever.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { POST as login } from '@/app/auth/login/route';
import { GET as dashboard } from '@/app/api/v1/admin/dashboard/route';
import { GET as staffList } from '@/app/api/v1/admin/users/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';
import { makeCatalog, type Fixture } from './orders.fixtures';

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
}, 60_000);
afterAll(teardownTestDatabase);

let client = 0;
const staffLogin = (email: string, password: string) =>
  call(login, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: `10.1.0.${++client}` },
    body: JSON.stringify({ email, password, role: 'STAFF', remember: false }),
  });
const bearer = (token: unknown) => ({ headers: { Authorization: `Bearer ${token as string}` } });

test('an admin signs in with e-mail and password alone and reaches the whole back office', async () => {
  const { user, password } = await createTestUser({ role: 'ADMIN', name: 'Ada Admin' });
  const res = await staffLogin(user.email, password);
  expect(res.status).toBe(200);
  expect(res.headers.get('set-cookie')).toMatch(/^next-auth\.session-token=/);
  expect((await call(dashboard, '/api/v1/admin/dashboard', bearer(res.body!.data))).status).toBe(200);
  expect((await call(staffList, '/api/v1/admin/users', bearer(res.body!.data))).status).toBe(200);
});

test("a seller's member signs in the same way and lands in its seller's back office, without the admin's sections", async () => {
  const { user, password } = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id, name: 'Member A' });
  const res = await staffLogin(user.email, password);
  expect(res.status).toBe(200);
  expect((await call(dashboard, '/api/v1/admin/dashboard', bearer(res.body!.data))).status).toBe(200);
  expect((await call(staffList, '/api/v1/admin/users', bearer(res.body!.data))).status).toBe(403);
});

test('a shopper account on the staff sign-in is told so, and gets no session', async () => {
  const { user, password } = await createTestUser();
  const res = await staffLogin(user.email, password);
  expect(res.status).toBe(401);
  expect(res.body!.message).toBe(
    "This is a shopper account, not a staff one. Please sign in on the shop's login page.",
  );
  expect(res.body!.data).toBeNull();
  expect(res.headers.get('set-cookie')).toBeNull();
});

test('a wrong password or an unknown e-mail reads "Invalid credentials" on the staff sign-in too', async () => {
  const { user } = await createTestUser({ role: 'ADMIN' });
  for (const [email, password] of [
    [user.email, 'Wrong@1234'],
    ['nobody-staff@example.com', 'Wrong@1234'],
  ]) {
    const res = await staffLogin(email, password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Invalid credentials. Please try again.', data: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  }
});

test('the shop\'s own login (role CUSTOMER) still refuses a seller\'s member with "Invalid credentials"', async () => {
  const member = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
  const res = await call(login, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: `10.1.0.${++client}` },
    body: JSON.stringify({ email: member.user.email, password: member.password, role: 'CUSTOMER' }),
  });
  expect(res.status).toBe(401);
  expect(res.body!.message).toBe('Invalid credentials. Please try again.');
});
