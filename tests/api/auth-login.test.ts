import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { POST as login } from '@/app/auth/login/route';
import { POST as logout } from '@/app/auth/logout/route';
import { GET as profile } from '@/app/user/profile/route';
import { readSessionToken } from '@/lib/auth/token';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';

beforeAll(() => setupTestDatabase({ seed: false }));
afterAll(teardownTestDatabase);
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

let client = 0;
/** Each test its own client address, so one test's failures do not throttle the next. */
const fromClient = () => ({ [SOCKET_ADDRESS_HEADER]: `10.0.0.${++client}` });
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

test('login answers the token in data, sets an httpOnly SameSite=Lax cookie, and the token works as a Bearer token', async () => {
  const { user, password } = await createTestUser({ name: 'Kavya' });
  const res = await call(
    login,
    '/auth/login',
    post({ email: user.email.toUpperCase(), password, role: 'CUSTOMER' }, fromClient()),
  );
  expect(res.status).toBe(200);
  const token = res.body!.data as string;
  expect(typeof token).toBe('string');
  const cookie = res.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^next-auth\.session-token=/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  // Without "Remember me": a browser-session cookie (the token inside still ends after a day).
  expect(cookie).not.toMatch(/Max-Age|Expires/i);
  expect(res.headers.get('cache-control')).toBe('no-store');

  const me = await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect(me.body!.data).toMatchObject({ name: 'Kavya', email: user.email });
});

test('"Remember me" keeps the session 30 days, otherwise 1 day', async () => {
  const { user, password } = await createTestUser();
  const remembered = await call(
    login,
    '/auth/login',
    post({ email: user.email, password, remember: true }, fromClient()),
  );
  expect(remembered.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  const now = Date.now();
  const long = await readSessionToken(remembered.body!.data as string);
  expect(long!.abs * 1000 - now).toBeGreaterThan(29.9 * 86_400_000);
  expect(await readSessionToken(remembered.body!.data as string, new Date(now + 31 * 86_400_000))).toBeNull();

  const plain = await call(login, '/auth/login', post({ email: user.email, password }, fromClient()));
  expect(await readSessionToken(plain.body!.data as string, new Date(now + 23 * 3_600_000))).not.toBeNull();
  expect(await readSessionToken(plain.body!.data as string, new Date(now + 25 * 3_600_000))).toBeNull();
});

test("any failure reads 'Invalid credentials. Please try again.' — wrong password, unknown e-mail, blocked account", async () => {
  const { user, password } = await createTestUser();
  const blocked = await createTestUser({ status: 'BLOCKED' });
  for (const body of [
    { email: user.email, password: 'Wrong@123' },
    { email: 'nobody@example.com', password },
    { email: blocked.user.email, password: blocked.password },
    { email: user.email, password, role: 'ADMIN' },
  ]) {
    const res = await call(login, '/auth/login', post(body, fromClient()));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Invalid credentials. Please try again.', data: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  }
});

test('e-mail and password are required', async () => {
  const res = await call(login, '/auth/login', post({}, fromClient()));
  expect(res.status).toBe(400);
  expect(res.body!.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
});

test('5 wrong passwords lock that account on that client for 15 minutes (429 + Retry-After), even with the right password; the owner elsewhere still gets in', async () => {
  const { user, password } = await createTestUser();
  const attacker = fromClient();
  for (let i = 0; i < 5; i++) {
    expect((await call(login, '/auth/login', post({ email: user.email, password: 'nope' }, attacker))).status).toBe(
      401,
    );
  }
  const res = await call(login, '/auth/login', post({ email: user.email, password }, attacker));
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
  expect(res.body!.message).toBe('Too many attempts. Please try again in 15 minutes.');
  expect((await call(login, '/auth/login', post({ email: user.email, password }, fromClient()))).status).toBe(200);
});

test('a correct login gives its attempt back: the account counter resets', async () => {
  const { user, password } = await createTestUser();
  const headers = fromClient();
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 3; i++)
      await call(login, '/auth/login', post({ email: user.email, password: 'nope' }, headers));
    expect((await call(login, '/auth/login', post({ email: user.email, password }, headers))).status).toBe(200);
  }
});

test('20 failures from one client lock that client across accounts; a made-up X-Forwarded-For does not buy a new bucket', async () => {
  const headers = fromClient();
  const { user, password } = await createTestUser();
  for (let i = 0; i < 20; i++) {
    const res = await call(
      login,
      '/auth/login',
      post({ email: `guess-${i}@example.com`, password: 'x' }, { ...headers, 'X-Forwarded-For': `203.0.113.${i}` }),
    );
    expect(res.status).toBe(401);
  }
  const res = await call(
    login,
    '/auth/login',
    post({ email: user.email, password }, { ...headers, 'X-Forwarded-For': '198.51.100.7' }),
  );
  expect(res.status).toBe(429);
  // Another client is not affected.
  expect((await call(login, '/auth/login', post({ email: user.email, password }, fromClient()))).status).toBe(200);
});

test('with TRUST_PROXY the proxy-appended (right-most) X-Forwarded-For address is the client', async () => {
  process.env.TRUST_PROXY = '1';
  const socket = fromClient();
  const { user, password } = await createTestUser();
  for (let i = 0; i < 20; i++) {
    await call(
      login,
      '/auth/login',
      post({ email: `g-${i}@example.com`, password: 'x' }, { ...socket, 'X-Forwarded-For': '1.2.3.4, 192.0.2.10' }),
    );
  }
  const same = await call(
    login,
    '/auth/login',
    post({ email: user.email, password }, { ...socket, 'X-Forwarded-For': '9.9.9.9, 192.0.2.10' }),
  );
  expect(same.status).toBe(429);
  const other = await call(
    login,
    '/auth/login',
    post({ email: user.email, password }, { ...socket, 'X-Forwarded-For': '192.0.2.11' }),
  );
  expect(other.status).toBe(200);
});

test('logout clears the cookie', async () => {
  const res = await call(logout, '/auth/logout', { method: 'POST' });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^next-auth\.session-token=;/);
  expect(cookie).toContain('Max-Age=0');
});

test('a cross-site form cannot log the shopper in (Origin checked)', async () => {
  const { user, password } = await createTestUser();
  const res = await call(
    login,
    '/auth/login',
    post({ email: user.email, password }, { ...fromClient(), Origin: 'https://evil.example' }),
  );
  expect(res.status).toBe(403);
});
