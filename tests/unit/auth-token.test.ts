import { encodeClaims, mintSessionToken, readSessionToken } from '@/lib/auth/token';
import { serializeSessionCookie } from '@/lib/auth/cookie';

process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
const user = { id: 7, email: 'a@b.in', name: 'A', role: 'CUSTOMER', tokenVersion: 3 };
const DAY = 86_400_000;

test('a token carries the user id and token version, and ends 1 day (or 30 with remember me) after sign-in', async () => {
  const now = new Date();
  const day = await mintSessionToken(user, false, now);
  expect(day.maxAge).toBe(86_400);
  const claims = await readSessionToken(day.token, now);
  expect(claims).toMatchObject({ sub: '7', tv: 3, rem: false });
  expect(await readSessionToken(day.token, new Date(now.getTime() + DAY + 1000))).toBeNull();

  const month = await mintSessionToken(user, true, now);
  expect(month.maxAge).toBe(30 * 86_400);
  expect(await readSessionToken(month.token, new Date(now.getTime() + 29 * DAY))).not.toBeNull();
  expect(await readSessionToken(month.token, new Date(now.getTime() + 30 * DAY + 1000))).toBeNull();
});

test('re-encoding (as next-auth does on every session read) never extends the session', async () => {
  const signIn = new Date(Date.now() - 20 * 3_600_000);
  const first = await mintSessionToken(user, false, signIn);
  const claims = (await readSessionToken(first.token))!;
  const reissued = await encodeClaims(claims);
  const again = (await readSessionToken(reissued))!;
  expect(again.abs).toBe(claims.abs);
  expect(again.exp).toBeLessThanOrEqual(claims.abs);
});

test('forged, tampered or foreign-secret tokens are no session', async () => {
  const { token } = await mintSessionToken(user, false);
  expect(await readSessionToken(`${token.slice(0, -2)}xx`)).toBeNull();
  expect(await readSessionToken('a.b.c.d.e')).toBeNull();
  expect(await readSessionToken('')).toBeNull();
  process.env.AUTH_SECRET = 'another-secret-0123456789abcdefgh';
  expect(await readSessionToken(token)).toBeNull();
  process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef';
});

test('the cookie is httpOnly, SameSite=Lax, and Secure with the __Secure- prefix on an https site', () => {
  process.env.SITE_URL = 'https://shop.example.in';
  const cookie = serializeSessionCookie('tok', 60);
  expect(cookie).toMatch(/^__Secure-next-auth\.session-token=tok; /);
  expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  delete process.env.SITE_URL;
  expect(serializeSessionCookie('tok', 60)).not.toMatch(/Secure/);
});
