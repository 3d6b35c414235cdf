/**
 * next-auth's own endpoints (the Credentials provider and the session read the header uses),
 * called as Next would call the route, with next/headers answering from the test's request.
 */
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser } from '../helpers/auth';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { GET as profile } from '@/app/user/profile/route';
import { call } from '../helpers/http';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

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

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

async function nextAuth(
  method: 'GET' | 'POST',
  path: string[],
  init: { cookie?: string; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const request = new NextRequest(`http://localhost:3000/api/auth/${path.join('/')}`, {
    method,
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  mockRequest = request;
  const handler = method === 'GET' ? GET : POST;
  return handler(request, { params: Promise.resolve({ nextauth: path }) });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='));

test('Credentials sign-in sets the session cookie; the session reads back; an ended session is cleared', async () => {
  const { user, password } = await createTestUser({ name: 'Isha' });
  const csrf = await nextAuth('GET', ['csrf']);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = cookiesOf(csrf).join('; ');

  const wrong = await nextAuth('POST', ['callback', 'credentials'], {
    cookie: csrfCookie,
    form: { csrfToken, email: user.email, password: 'wrong', json: 'true' },
  });
  expect(cookiesOf(wrong).some((c) => c.startsWith('next-auth.session-token='))).toBe(false);

  const signIn = await nextAuth('POST', ['callback', 'credentials'], {
    cookie: csrfCookie,
    form: { csrfToken, email: user.email, password, remember: 'true', json: 'true' },
  });
  const session = cookiesOf(signIn).find((c) => c.startsWith('next-auth.session-token='))!;
  expect(session).toBeDefined();
  const setCookie = signIn.headers.getSetCookie().find((c: string) => c.startsWith('next-auth.session-token='))!;
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);

  // The same token works as a bearer token on the API.
  const token = session.slice('next-auth.session-token='.length);
  expect((await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

  const read = await nextAuth('GET', ['session'], { cookie: session });
  const body = (await read.json()) as { user: { name: string; email: string }; expires: string };
  expect(body.user).toEqual({ name: 'Isha', email: user.email });
  expect(new Date(body.expires).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

  await db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, user.id));
  const ended = await nextAuth('GET', ['session'], { cookie: session });
  expect(await ended.json()).toEqual({});
  expect(ended.headers.getSetCookie().some((c: string) => /^next-auth\.session-token=;/.test(c))).toBe(true);
});
