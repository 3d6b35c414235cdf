import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { startSmtpSink } from '../helpers/smtp-sink';
import { POST as sendOtp } from '@/app/otp/send/route';
import { POST as signupRoute } from '@/app/auth/signup/route';
import { POST as login } from '@/app/auth/login/route';
import { sendSignupOtp, signup } from '@/lib/auth/signup';
import { signupOtps, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await teardownTestDatabase();
  await sink.close();
});

let n = 0;
const freshEmail = () => `new-shopper-${Date.now()}-${++n}@example.com`;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const details = { name: 'Meera Iyer', phone: '+91 98450 12345', password: 'chai4meera' };

async function otpFor(email: string) {
  const res = await call(sendOtp, `/otp/send?email=${encodeURIComponent(email)}`, { method: 'POST' });
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('OTP sent to your email address');
  const { match, mail } = await sink.waitFor(email, /Your code is (\d{6})/);
  return { code: match[1], mail };
}

test('sign-up end to end: the OTP mailed to a real SMTP server creates the account, which can then log in', async () => {
  const email = freshEmail();
  const { code, mail } = await otpFor(email.toUpperCase());
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  expect(mail.text).toContain('Organic Tattva');
  expect(mail.text).toMatch(
    /You received this e-mail because someone entered this address on the Organic Tattva sign-up page/,
  );

  const res = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: code }));
  expect(res.status).toBe(201);
  expect(res.body!.message).toBe('Account created successfully!');
  const [row] = await db.select().from(users).where(eq(users.email, email));
  expect(row).toMatchObject({ name: 'Meera Iyer', phone: '9845012345', role: 'CUSTOMER', status: 'ACTIVE' });
  expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  // The offers box starts unticked: no choice made is no consent (DPDP Act 2023).
  expect(row).toMatchObject({ marketingConsent: false, marketingConsentAt: null });

  const signedIn = await call(login, '/auth/login', json({ email, password: details.password, role: 'CUSTOMER' }));
  expect(signedIn.status).toBe(200);

  // Single use: the same code cannot create a second account or be replayed.
  const again = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: code }));
  expect(again.status).not.toBe(201);
});

test('a shopper who ticks the offers box at sign-up has agreed, with the moment kept', async () => {
  const email = freshEmail();
  const { code } = await otpFor(email);
  const res = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: code, marketingConsent: true }));
  expect(res.status).toBe(201);
  const [row] = await db.select().from(users).where(eq(users.email, email));
  expect(row.marketingConsent).toBe(true);
  expect(row.marketingConsentAt).toBeInstanceOf(Date);
});

test('the OTP is stored hashed, never as the code', async () => {
  const email = freshEmail();
  const { code } = await otpFor(email);
  const rows = await db.select().from(signupOtps).where(eq(signupOtps.email, email));
  expect(rows).toHaveLength(1);
  expect(rows[0].codeHash).not.toContain(code);
});

test('a wrong OTP is refused, and after 5 wrong tries even the right one is', async () => {
  const email = freshEmail();
  const { code } = await otpFor(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 1; i <= 5; i++) {
    const res = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: wrong }));
    expect(res.status).toBe(400);
    expect(res.body!.errors!.otp).toBe(
      i < 5
        ? 'Invalid OTP. Please check the code and try again.'
        : 'Too many wrong attempts (5). Please request a new OTP.',
    );
  }
  const locked = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: code }));
  expect(locked.status).toBe(429);
  expect(locked.body!.message).toBe('Too many wrong attempts (5). Please request a new OTP.');
});

test('an OTP expires after 10 minutes (injected clock)', async () => {
  const email = freshEmail();
  const sentAt = new Date(Date.now() - 11 * 60_000);
  await sendSignupOtp(email, 'test-client-expiry', sentAt);
  const { match } = await sink.waitFor(email, /Your code is (\d{6})/);
  await expect(signup({ ...details, phone: '9845012345', email, otp: match[1] })).rejects.toMatchObject({
    status: 400,
    message: 'This OTP has expired. Please request a new one.',
  });
  const nineMinutesLater = new Date(sentAt.getTime() + 9 * 60_000);
  await expect(
    signup({ ...details, phone: '9845012345', email, otp: match[1] }, nineMinutesLater),
  ).resolves.toMatchObject({ email });
});

test('a second code within 60 s is refused with Retry-After; a newer code retires the older one', async () => {
  const email = freshEmail();
  const first = await otpFor(email);
  const soon = await call(sendOtp, `/otp/send?email=${encodeURIComponent(email)}`, { method: 'POST' });
  expect(soon.status).toBe(429);
  expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(soon.body!.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

  await sendSignupOtp(email, 'test-client-resend', new Date(Date.now() + 61_000));
  const res = await call(signupRoute, '/auth/signup', json({ ...details, email, otp: first.code }));
  expect(res.status).toBe(400);
});

test('an e-mail that already has an account is answered like a new one; its owner is told by mail, with no code', async () => {
  const { user } = await createTestUser();
  const res = await call(sendOtp, `/otp/send?email=${encodeURIComponent(user.email)}`, { method: 'POST' });
  expect(res.status).toBe(200);
  expect(res.body!.message).toBe('OTP sent to your email address');
  const { mail } = await sink.waitFor(user.email, /already has one/);
  expect(mail.text).not.toMatch(/Your code is/);
  // The same cool-down as for a new address: the answer does not tell the two apart.
  const again = await call(sendOtp, `/otp/send?email=${encodeURIComponent(user.email)}`, { method: 'POST' });
  expect(again.status).toBe(429);
});

test("the spec's validation messages, word for word", async () => {
  const empty = await call(sendOtp, '/otp/send?email=', { method: 'POST' });
  expect(empty.body!.errors).toEqual({ email: 'Email is required' });
  const bad = await call(sendOtp, '/otp/send?email=not-an-email', { method: 'POST' });
  expect(bad.body!.errors).toEqual({ email: 'Invalid email address' });

  const res = await call(
    signupRoute,
    '/auth/signup',
    json({ email: 'a@b.co', phone: '12345', password: 'abcdefgh', otp: '12' }),
  );
  expect(res.status).toBe(400);
  expect(res.body!.errors).toEqual({
    name: 'Name is required',
    phone: 'Phone number must be 10 digits',
    password: 'Password must contain at least one number',
    otp: 'OTP must be 6 digits',
  });
});

test('mass assignment: role, status and id in the sign-up body are ignored', async () => {
  const email = freshEmail();
  const { code } = await otpFor(email);
  const res = await call(
    signupRoute,
    '/auth/signup',
    json({ ...details, email, otp: code, role: 'ADMIN', status: 'BLOCKED', id: 424242, tokenVersion: 9 }),
  );
  expect(res.status).toBe(201);
  const [row] = await db.select().from(users).where(eq(users.email, email));
  expect(row).toMatchObject({ role: 'CUSTOMER', status: 'ACTIVE', tokenVersion: 0 });
  expect(row.id).not.toBe(424242);
});

test("a cross-site page cannot send OTPs or sign up in the shopper's browser", async () => {
  const res = await call(sendOtp, `/otp/send?email=${encodeURIComponent(freshEmail())}`, {
    method: 'POST',
    headers: { Origin: 'https://evil.example' },
  });
  expect(res.status).toBe(403);
});
