import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { startSmtpSink } from '../helpers/smtp-sink';
import { POST as requestReset } from '@/app/api/auth/password-reset/request/route';
import { POST as validateToken } from '@/app/api/auth/password-reset/validate-token/route';
import { POST as reset } from '@/app/api/auth/password-reset/reset/route';
import { POST as login } from '@/app/auth/login/route';
import { GET as profile } from '@/app/user/profile/route';
import { isResetTokenValid, resetPassword } from '@/lib/auth/password-reset';
import { passwordResetTokens } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.SITE_URL = 'https://shop.example.in';
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  await teardownTestDatabase();
  await sink.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const NEW_PASSWORD = 'Masala@Chai9';
const LINK = /(https:\/\/shop\.example\.in\/account\/reset-password\?token=([A-Za-z0-9_-]+))/;

async function mailedToken(email: string, headers: Record<string, string> = {}) {
  const res = await call(requestReset, '/api/auth/password-reset/request', post({ email }, headers));
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('If an account exists for this email, a password reset link has been sent to it.');
  const { match, mail } = await sink.waitFor(email, LINK);
  return { link: match[1], token: decodeURIComponent(match[2]), mail };
}

test('reset end to end from the mailed link: new password works, old one and every old session do not', async () => {
  const { user, password, authHeader } = await createTestUser({ name: 'Rohan' });
  // The link is built from SITE_URL, whatever Host the request named.
  const { token, mail } = await mailedToken(user.email, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
  expect(mail.text).toContain('Hello Rohan,');
  expect(mail.text).toMatch(/You received this e-mail because a password reset was requested/);
  expect(mail.raw).toMatch(/text\/html/);

  const valid = await call(validateToken, '/api/auth/password-reset/validate-token', post({ token }));
  expect(valid.body!.data).toEqual({ valid: true });

  const res = await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  );
  expect(res.status).toBe(200);

  expect((await call(profile, '/user/profile', { headers: authHeader })).status).toBe(401);
  expect((await call(login, '/auth/login', post({ email: user.email, password }))).status).toBe(401);
  expect((await call(login, '/auth/login', post({ email: user.email, password: NEW_PASSWORD }))).status).toBe(200);
  await sink.waitFor(user.email, /password was reset/);

  // Used once: the same link is now refused.
  const reuse = await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token, newPassword: 'Another@123', confirmPassword: 'Another@123' }),
  );
  expect(reuse.status).toBe(400);
  expect(reuse.body!.message).toBe('Invalid or expired token.');
  expect((await call(validateToken, '/api/auth/password-reset/validate-token', post({ token }))).body!.data).toEqual({
    valid: false,
  });
});

test('a token expires after 30 minutes (injected clock) and is stored only hashed', async () => {
  const { user } = await createTestUser();
  const { token } = await mailedToken(user.email);
  const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token));
  expect(rows).toHaveLength(0);
  const later = new Date(Date.now() + 31 * 60_000);
  expect(await isResetTokenValid(token, later)).toBe(false);
  await expect(resetPassword(token, NEW_PASSWORD, later)).rejects.toMatchObject({
    status: 400,
    message: 'Invalid or expired token.',
  });
  expect(await isResetTokenValid(token, new Date(Date.now() + 29 * 60_000))).toBe(true);
});

test('unknown e-mails get the same answer and no mail', async () => {
  const res = await call(requestReset, '/api/auth/password-reset/request', post({ email: 'ghost@example.com' }));
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('If an account exists for this email, a password reset link has been sent to it.');
  await new Promise((r) => setTimeout(r, 300));
  expect(sink.to('ghost@example.com')).toHaveLength(0);
});

test("validation: the spec's messages for the request and the token variant of the reset", async () => {
  expect((await call(requestReset, '/api/auth/password-reset/request', post({}))).body!.errors).toEqual({
    email: 'Email is required',
  });
  expect((await call(requestReset, '/api/auth/password-reset/request', post({ email: 'x@' }))).body!.errors).toEqual({
    email: 'Please enter a valid email address',
  });
  expect((await call(validateToken, '/api/auth/password-reset/validate-token', post({}))).body!.message).toBe(
    'Reset token is missing.',
  );
  const weak = await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token: 't', newPassword: 'password1', confirmPassword: 'password1' }),
  );
  expect(weak.body!.errors!.newPassword).toBe(
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character (@$!%*?&).',
  );
  const mismatch = await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token: 't', newPassword: NEW_PASSWORD, confirmPassword: 'Other@123x' }),
  );
  expect(mismatch.body!.errors!.confirmPassword).toBe('Passwords do not match.');
  const unknown = await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token: 'made-up', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  );
  expect(unknown.status).toBe(400);
  expect(unknown.body!.message).toBe('Invalid or expired token.');
});

test('a newer reset retires older links of the same account once used', async () => {
  const { user } = await createTestUser();
  const first = await mailedToken(user.email);
  sink.mails.length = 0;
  const second = await mailedToken(user.email);
  expect(second.token).not.toBe(first.token);
  await call(
    reset,
    '/api/auth/password-reset/reset',
    post({ token: second.token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  );
  expect(await isResetTokenValid(first.token)).toBe(false);
  await sink.waitFor(user.email, /password was reset/);
});
