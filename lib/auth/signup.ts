/**
 * Sign-up in two calls: `sendSignupOtp` mails a 6-digit code (stored hashed), `signup` checks it
 * and creates the account. A wrong guess is counted in its own committed update before the
 * answer goes back, so failed tries cannot be rolled back by an error; a right one consumes the
 * code in the same transaction that creates the user (single use).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { signupOtps, users } from '../db/schema';
import { sendMail } from '../mail/send';
import { accountExistsMail, signupOtpMail } from '../mail/templates';
import { AppError } from '../errors';
import { consumeOrThrow, limitKey } from '../security/rate-limit';
import { UNKNOWN_CLIENT } from '../security/client-ip';
import { parseOrThrow } from '../validation/parse';
import { signupEmailSchema, type SignupInput } from '../validation/auth';
import { ACCOUNT_MESSAGES as M } from './messages';
import { judgeOtp, OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES, otpExpiry, resendWait } from './one-time';
import { hashPassword } from './password';
import { hashSecret, newOtpCode, sameHash } from './secrets';
import type { Locale } from '../i18n/locales';

const OTP_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };
// Generous per client (an office or a test suite shares one address); the per-e-mail cap stops mail bombing.
const OTP_PER_CLIENT = { limit: 50, windowSeconds: 60 * 60 };

async function emailTaken(email: string): Promise<boolean> {
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

async function latestOtp(email: string) {
  const [row] = await getDb()
    .select()
    .from(signupOtps)
    .where(eq(signupOtps.email, email))
    .orderBy(desc(signupOtps.createdAt), desc(signupOtps.id))
    .limit(1);
  return row ?? null;
}

/** `POST /otp/send`: the e-mail comes from the query or the body, so it is checked here, once. */
export async function requestSignupOtp(email: unknown, client: string, locale: Locale = 'en'): Promise<void> {
  await sendSignupOtp(parseOrThrow(signupEmailSchema, { email }).email, client, new Date(), locale);
}

/**
 * The answer is the same whether or not the address has an account (so this call cannot be used
 * to find out who shops here): the same limits, the same stored code, the same words. Only the
 * mail differs — the owner of an existing account is told so, instead of getting a code.
 * `email` is the canonical address (emailField: trimmed, lower-cased, a plain address only), so
 * every limit below counts one inbox however it was spelled. The mail is in `locale`, the request's language.
 */
export async function sendSignupOtp(
  email: string,
  client: string,
  now = new Date(),
  locale: Locale = 'en',
): Promise<void> {
  await consumeOrThrow(limitKey('otp:client', client), OTP_PER_CLIENT, now);
  const wait = resendWait((await latestOtp(email))?.createdAt, now);
  if (wait > 0) throw new AppError('rate_limited', M.otpResendWait(wait), { retryAfter: wait });
  await consumeOrThrow(limitKey('otp:email', email), OTP_PER_EMAIL, now);

  const code = newOtpCode();
  const db = getDb();
  await db.transaction(async (tx) => {
    // Only the newest code works: sending again retires the earlier ones.
    await tx
      .update(signupOtps)
      .set({ consumedAt: now })
      .where(and(eq(signupOtps.email, email), isNull(signupOtps.consumedAt)));
    await tx
      .insert(signupOtps)
      .values({ email, codeHash: hashSecret('otp', code), expiresAt: otpExpiry(now), createdAt: now });
  });
  const status = (await emailTaken(email))
    ? await sendMail(email, 'SIGNUP_ACCOUNT_EXISTS', await accountExistsMail(locale))
    : await sendMail(email, 'SIGNUP_OTP', await signupOtpMail(code, OTP_VALID_MINUTES, locale));
  if (status === 'FAILED') throw new AppError('provider_failed', M.otpMailFailed);
}

type Outcome = { ok: true; user: { id: number; email: string; name: string } } | { ok: false; error: AppError };

const otpError = (code: 'invalid' | 'rate_limited', message: string) =>
  new AppError(code, message, { errors: { otp: message } });

/**
 * Per client, before any database or argon2 work: wrong codes from one place stay cheap and few.
 * SIGNUP_ATTEMPTS_PER_CLIENT (30 per 15 minutes) is configurable: one shop office or mobile network
 * behind one address, or a browser test suite signing up its shoppers from 127.0.0.1.
 */
const signupPerClient = () => {
  const limit = Number(process.env.SIGNUP_ATTEMPTS_PER_CLIENT);
  return { limit: Number.isInteger(limit) && limit > 0 ? limit : 30, windowSeconds: 15 * 60 };
};

/**
 * The code is checked first and the password hashed only once it is right: a wrong guess costs a
 * row lock and a SHA-256, never an argon2 hash. The account keeps `locale` (the request's) for its later mails.
 */
export async function signup(
  input: SignupInput,
  now = new Date(),
  client: string = UNKNOWN_CLIENT,
  locale: Locale = 'en',
) {
  await consumeOrThrow(limitKey('signup:client', client), signupPerClient(), now);
  const outcome = await getDb().transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(signupOtps)
      .where(eq(signupOtps.email, input.email))
      .orderBy(desc(signupOtps.createdAt), desc(signupOtps.id))
      .limit(1)
      .for('update');
    const verdict = judgeOtp(row, now);
    if (verdict === 'missing' || verdict === 'used') return { ok: false, error: otpError('invalid', M.otpMissing) };
    if (verdict === 'expired') return { ok: false, error: otpError('invalid', M.otpExpired) };
    if (verdict === 'locked') return { ok: false, error: otpError('rate_limited', M.otpLocked) };

    await tx
      .update(signupOtps)
      .set({ attempts: row.attempts + 1 })
      .where(eq(signupOtps.id, row.id));
    if (!sameHash(row.codeHash, hashSecret('otp', input.otp))) {
      return { ok: false, error: otpError('invalid', row.attempts + 1 >= OTP_MAX_ATTEMPTS ? M.otpLocked : M.otpWrong) };
    }
    await tx.update(signupOtps).set({ consumedAt: now }).where(eq(signupOtps.id, row.id));
    const passwordHash = await hashPassword(input.password);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        phone: input.phone,
        passwordHash,
        // An explicit choice only: the box starts unticked, and the moment it was ticked is kept.
        marketingConsent: input.marketingConsent === true,
        marketingConsentAt: input.marketingConsent === true ? now : null,
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, name: users.name });
    if (!user) return { ok: false, error: new AppError('conflict', M.emailTaken, { errors: { email: M.emailTaken } }) };
    return { ok: true, user };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.user;
}
