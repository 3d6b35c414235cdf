/**
 * The account calls an attacker reaches first: wrong codes and tokens stay cheap (no argon2 until
 * the secret is right), are throttled per client, and one inbox has one spelling, so its limits
 * cannot be dodged by writing it differently.
 */
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { startSmtpSink } from '../helpers/smtp-sink';
import { POST as sendOtp } from '@/app/otp/send/route';
import { POST as signupRoute } from '@/app/auth/signup/route';
import { POST as resetRoute } from '@/app/api/auth/password-reset/reset/route';
import { argon2Runs } from '@/lib/auth/password';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  await setupTestDatabase({ seed: false });
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await teardownTestDatabase();
  await sink.close();
});

let n = 0;
const fresh = () => `hardening-${Date.now()}-${++n}@example.com`;
const from = (client: string) => ({ [SOCKET_ADDRESS_HEADER]: client });
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const details = { name: 'Meera Iyer', phone: '9845012345', password: 'chai4meera' };

test('a wrong sign-up code costs no argon2 hash', async () => {
  const email = fresh();
  expect(
    (await call(sendOtp, `/otp/send?email=${encodeURIComponent(email)}`, { method: 'POST', headers: from('10.0.0.1') }))
      .status,
  ).toBe(200);
  const before = argon2Runs();
  const res = await call(signupRoute, '/auth/signup', post({ ...details, email, otp: '000000' }, from('10.0.0.1')));
  expect(res.status).toBe(400);
  const none = await call(
    signupRoute,
    '/auth/signup',
    post({ ...details, email: fresh(), otp: '123456' }, from('10.0.0.1')),
  );
  expect(none.status).toBe(400);
  expect(argon2Runs()).toBe(before);
});

test('a wrong reset token costs no argon2 hash', async () => {
  const before = argon2Runs();
  const res = await call(
    resetRoute,
    '/api/auth/password-reset/reset',
    post({ token: 'x'.repeat(43), newPassword: 'Masala@Chai9', confirmPassword: 'Masala@Chai9' }, from('10.0.0.2')),
  );
  expect(res.status).toBe(400);
  expect(argon2Runs()).toBe(before);
});

test('sign-up guesses are throttled per client, and another client is not affected', async () => {
  const email = fresh();
  let last = 0;
  for (let i = 0; i < 31; i++) {
    last = (await call(signupRoute, '/auth/signup', post({ ...details, email, otp: '000000' }, from('10.0.0.3'))))
      .status;
  }
  expect(last).toBe(429);
  const other = await call(signupRoute, '/auth/signup', post({ ...details, email, otp: '000000' }, from('10.0.0.4')));
  expect(other.status).toBe(400);
});

test('reset guesses are throttled per client', async () => {
  let last = 0;
  for (let i = 0; i < 21; i++) {
    last = (
      await call(
        resetRoute,
        '/api/auth/password-reset/reset',
        post({ token: `guess-${i}`, newPassword: 'Masala@Chai9', confirmPassword: 'Masala@Chai9' }, from('10.0.0.5')),
      )
    ).status;
  }
  expect(last).toBe(429);
});

test('one inbox, however it is spelled, gets one code per cool-down', async () => {
  const victim = fresh();
  const first = await call(sendOtp, `/otp/send?email=${encodeURIComponent(victim)}`, {
    method: 'POST',
    headers: from('10.0.0.6'),
  });
  expect(first.status).toBe(200);
  const spellings = [
    `x<${victim}>.y`,
    `Someone <${victim}>`,
    `${victim},`,
    `${victim};other@example.com`,
    `"${victim}"`,
    `  ${victim.toUpperCase()}  `,
    victim.replace('@', '@EXAMPLE.').replace('example.com', 'com').toLowerCase() === victim ? victim : ` ${victim}`,
  ];
  for (const spelling of spellings) {
    const res = await call(sendOtp, `/otp/send?email=${encodeURIComponent(spelling)}`, {
      method: 'POST',
      headers: from('10.0.0.6'),
    });
    expect([400, 429]).toContain(res.status);
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(sink.mails.filter((m) => m.to.some((to) => to.includes(victim)))).toHaveLength(1);
});
