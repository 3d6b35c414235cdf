import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { reply, route } from '@/lib/http/route';
import { assertSameOrigin, getSessionUser, requireUser } from '@/lib/auth/session';
import { mintSessionToken } from '@/lib/auth/token';
import { sessionCookieName } from '@/lib/auth/cookie';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

const whoAmI = route({}, async ({ request }) => reply(await requireUser(request)));
const write = route({}, async ({ request }) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return reply({ id: user.id });
});

test('a bearer token and the session cookie both identify the user', async () => {
  const { user, authHeader, cookieHeader } = await createTestUser({ name: 'Asha' });
  for (const headers of [authHeader, cookieHeader]) {
    const res = await call(whoAmI, '/whoami', { headers });
    expect(res.status).toBe(200);
    expect(res.body!.data).toEqual(user);
  }
});

test('no token, a forged token or a token of a blocked user answers 401 "Please log in to continue."', async () => {
  const blocked = await createTestUser({ status: 'BLOCKED' });
  const cases: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer not-a-token' },
    blocked.authHeader,
    { Cookie: `${sessionCookieName()}=x.y.z` },
  ];
  for (const headers of cases) {
    const res = await call(whoAmI, '/whoami', { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Please log in to continue.', data: null });
  }
});

test('a bad bearer token is refused even when a valid cookie is also sent', async () => {
  const { cookieHeader } = await createTestUser();
  const res = await call(whoAmI, '/whoami', { headers: { ...cookieHeader, Authorization: 'Bearer junk' } });
  expect(res.status).toBe(401);
});

test('a token minted before the token version changed stops working', async () => {
  const { user, authHeader } = await createTestUser();
  await db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
  expect((await call(whoAmI, '/whoami', { headers: authHeader })).status).toBe(401);
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  const fresh = await mintSessionToken(row, false);
  expect((await call(whoAmI, '/whoami', { headers: { Authorization: `Bearer ${fresh.token}` } })).status).toBe(200);
});

test('getSessionUser answers null for a signed-out request', async () => {
  expect(await getSessionUser(new Request('http://localhost:3000/x'))).toBeNull();
});

describe('assertSameOrigin on cookie-authenticated writes', () => {
  test('same-site Origin passes, a foreign or "null" Origin is a 403 with the permission message', async () => {
    const { cookieHeader } = await createTestUser();
    const same = await call(write, '/w', {
      method: 'POST',
      headers: { ...cookieHeader, Origin: 'http://localhost:3000' },
    });
    expect(same.status).toBe(200);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await call(write, '/w', { method: 'POST', headers: { ...cookieHeader, Origin: origin } });
      expect(res.status).toBe(403);
      expect(res.body!.message).toBe("You don't have permission to access this resource.");
    }
  });

  test('Sec-Fetch-Site cross-site without Origin is refused; bearer calls are exempt', async () => {
    const { cookieHeader, authHeader } = await createTestUser();
    const cross = await call(write, '/w', {
      method: 'POST',
      headers: { ...cookieHeader, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    const bearer = await call(write, '/w', {
      method: 'POST',
      headers: { ...authHeader, Origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
  });
});
