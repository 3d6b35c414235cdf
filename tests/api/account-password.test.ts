import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { PATCH as updatePassword } from '@/app/auth/update-password/route';
import { POST as login } from '@/app/auth/login/route';
import { GET as profile } from '@/app/user/profile/route';
import { sessionCookieName } from '@/lib/auth/cookie';

beforeAll(() => setupTestDatabase({ seed: false }));
afterAll(teardownTestDatabase);

const patch = (body: unknown, headers: Record<string, string>) => ({
  method: 'PATCH',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const NEW = 'Tulsi@Green7';

test('changing the password in one session ends the others and keeps this one', async () => {
  const phone = await createTestUser();
  const laptopLogin = await call(login, '/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: phone.user.email, password: phone.password }),
  });
  const laptop = { Authorization: `Bearer ${laptopLogin.body!.data as string}` };
  expect((await call(profile, '/user/profile', { headers: laptop })).status).toBe(200);

  const res = await call(
    updatePassword,
    '/auth/update-password',
    patch(
      { currentPassword: phone.password, newPassword: NEW, confirmPassword: NEW },
      { ...phone.cookieHeader, Origin: 'http://localhost:3000' },
    ),
  );
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('Password updated successfully. You have been signed out on your other devices.');
  expect(res.body!.data).toBeNull(); // a browser gets the new token only as the httpOnly cookie
  const cookie = res.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/);
  const fresh = cookie.split(';')[0];

  expect((await call(profile, '/user/profile', { headers: laptop })).status).toBe(401);
  expect((await call(profile, '/user/profile', { headers: phone.cookieHeader })).status).toBe(401);
  expect((await call(profile, '/user/profile', { headers: { Cookie: fresh } })).status).toBe(200);
  expect(fresh.startsWith(`${sessionCookieName()}=`)).toBe(true);
});

test('a bearer client gets its new token in data', async () => {
  const { password, authHeader } = await createTestUser();
  const res = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: password, newPassword: NEW }, authHeader),
  );
  expect(res.status).toBe(200);
  const token = (res.body!.data as { token: string }).token;
  expect((await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  expect((await call(profile, '/user/profile', { headers: authHeader })).status).toBe(401);
});

test('refusals: wrong current password, weak or mismatched new one, signed out, cross-site', async () => {
  const { password, authHeader, cookieHeader } = await createTestUser();
  const wrong = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: 'nope', newPassword: NEW }, authHeader),
  );
  expect(wrong.status).toBe(400);
  expect(wrong.body!.errors).toEqual({ currentPassword: 'Current password is incorrect' });
  const weak = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: password, newPassword: 'weakpass1' }, authHeader),
  );
  expect(weak.body!.errors!.newPassword).toBe('New password does not meet requirements');
  const mismatch = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: password, newPassword: NEW, confirmPassword: 'x' }, authHeader),
  );
  expect(mismatch.body!.errors!.confirmPassword).toBe('New password and confirmation do not match');
  const empty = await call(updatePassword, '/auth/update-password', patch({}, authHeader));
  expect(empty.body!.message).toBe('All fields are required');
  expect(
    (await call(updatePassword, '/auth/update-password', patch({ currentPassword: password, newPassword: NEW }, {})))
      .status,
  ).toBe(401);
  const cross = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: password, newPassword: NEW }, { ...cookieHeader, Origin: 'https://evil.example' }),
  );
  expect(cross.status).toBe(403);
});

test('guessing the current password is throttled like a login', async () => {
  const { password, authHeader } = await createTestUser();
  for (let i = 0; i < 5; i++) {
    await call(
      updatePassword,
      '/auth/update-password',
      patch({ currentPassword: `guess-${i}`, newPassword: NEW }, authHeader),
    );
  }
  const res = await call(
    updatePassword,
    '/auth/update-password',
    patch({ currentPassword: password, newPassword: NEW }, authHeader),
  );
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBeTruthy();
});
