/**
 * Sessions end when the shopper says so: logout revokes the token server-side (a copied token
 * stops working, cookie or Bearer); a sign-in without "Remember me" is a browser-session cookie;
 * next-auth's own endpoints have a body limit and do not write what they are sent into the log.
 */
import { NextRequest } from 'next/server';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { claimsFor, encodeClaims } from '@/lib/auth/token';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as login } from '@/app/auth/login/route';
import { POST as logout } from '@/app/auth/logout/route';
import { GET as profile } from '@/app/user/profile/route';

let mockRequest: Request = new Request('http://localhost:3000');
jest.mock('next/headers', () => ({
  headers: async () => mockRequest.headers,
  cookies: async () => ({
    getAll: () =>
      (mockRequest.headers.get('cookie') ?? '')
        .split(';')
        .filter((p) => p.includes('='))
        .map((p) => ({
          name: p.slice(0, p.indexOf('=')).trim(),
          value: decodeURIComponent(p.slice(p.indexOf('=') + 1).trim()),
        })),
  }),
}));

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
});
afterAll(teardownTestDatabase);

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => c.startsWith('next-auth.session-token='))!;

describe('logout ends the session server-side', () => {
  test('a Bearer token stops working after its logout; other sessions of the account keep working', async () => {
    const shopper = await createTestUser();
    const other = await call(login, '/auth/login', json({ email: shopper.user.email, password: shopper.password }));
    const otherToken = other.body!.data as string;
    expect((await call(profile, '/user/profile', { headers: shopper.authHeader })).status).toBe(200);
    expect((await call(logout, '/auth/logout', { method: 'POST', headers: shopper.authHeader })).status).toBe(200);
    expect((await call(profile, '/user/profile', { headers: shopper.authHeader })).status).toBe(401);
    expect((await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${otherToken}` } })).status).toBe(
      200,
    );
  });

  test('a copied session cookie stops working after the browser logs out', async () => {
    const shopper = await createTestUser();
    const out = await call(logout, '/auth/logout', { method: 'POST', headers: shopper.cookieHeader });
    expect(out.status).toBe(200);
    expect(sessionCookie(out)).toMatch(/Max-Age=0/);
    expect((await call(profile, '/user/profile', { headers: shopper.cookieHeader })).status).toBe(401);
    expect((await call(profile, '/user/profile', { headers: shopper.authHeader })).status).toBe(401);
  });
});

test('without "Remember me" the session cookie ends with the browser session; with it, it lasts 30 days', async () => {
  const shopper = await createTestUser();
  const plain = await call(login, '/auth/login', json({ email: shopper.user.email, password: shopper.password }));
  expect(sessionCookie(plain)).not.toMatch(/Max-Age|Expires/i);
  const remembered = await call(
    login,
    '/auth/login',
    json({ email: shopper.user.email, password: shopper.password, remember: true }),
  );
  expect(sessionCookie(remembered)).toMatch(/Max-Age=2592000/);
});

async function nextAuth(
  method: 'GET' | 'POST',
  path: string[],
  init: { cookie?: string; form?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const request = new NextRequest(`http://localhost:3000/api/auth/${path.join('/')}`, {
    method,
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as never);
  mockRequest = request;
  return (method === 'GET' ? nextAuthGet : nextAuthPost)(request, { params: Promise.resolve({ nextauth: path }) });
}

describe('a token from before sessions were named (no sid)', () => {
  test('still signs its holder in while other sessions are logged out, and stops at a token-version change', async () => {
    const shopper = await createTestUser();
    const claims = claimsFor({ ...shopper.user, tokenVersion: 0 }, false);
    delete claims.sid;
    const unnamed = { Authorization: `Bearer ${await encodeClaims(claims)}` };
    expect((await call(logout, '/auth/logout', { method: 'POST', headers: shopper.authHeader })).status).toBe(200);
    expect((await call(profile, '/user/profile', { headers: unnamed })).status).toBe(200);
    await getDb().update(users).set({ tokenVersion: 1 }).where(eq(users.id, shopper.user.id));
    expect((await call(profile, '/user/profile', { headers: unnamed })).status).toBe(401);
  });
});

describe("next-auth's endpoints", () => {
  test('a sign-in without "Remember me" gets a browser-session cookie', async () => {
    const { user, password } = await createTestUser();
    const csrf = await nextAuth('GET', ['csrf']);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signIn = await nextAuth('POST', ['callback', 'credentials'], {
      cookie: csrfCookie,
      form: { csrfToken, email: user.email, password, json: 'true' },
    });
    const cookie = sessionCookie(signIn);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // Reading the session re-issues the cookie: still a browser-session one.
    const read = await nextAuth('GET', ['session'], { cookie: cookie.split(';')[0] });
    const again = sessionCookie(read);
    if (again) expect(again).not.toMatch(/Max-Age|Expires/i);
  });

  test('a declared body past 16 KB is a 413', async () => {
    const res = await nextAuth('POST', ['callback', 'credentials'], {
      body: 'a='.padEnd(20_000, 'x'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(413);
  });

  test('a streamed body is cut off at 16 KB with a 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 1000) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await nextAuth('POST', ['signin', 'credentials'], {
      body: stream,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20);
  });

  test('_log writes nothing into the server log', async () => {
    const spies = (['error', 'warn', 'log', 'info'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(() => {}),
    );
    const res = await nextAuth('POST', ['_log'], {
      form: { code: 'FORGED', level: 'error', message: '[store] Ready in live mode.' },
    });
    expect(res.status).toBeLessThan(300);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});
