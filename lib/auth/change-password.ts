/**
 * Change password for a signed-in user: the current password is checked (wrong guesses are
 * throttled like logins), the token version is bumped so every other session ends, and the
 * caller gets a fresh token so this device stays signed in.
 */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { sendMail } from '../mail/send';
import { passwordChangedMail } from '../mail/templates';
import { AppError } from '../errors';
import { clear, hit, limitKey, retryAfterSeconds, tooManyAttempts } from '../security/rate-limit';
import { LOGIN_PAIR_WINDOW } from './login';
import { ACCOUNT_MESSAGES as M } from './messages';
import { hashPassword, verifyPassword } from './password';
import { requireSession } from './session';
import { mintSessionToken, type TokenSubject } from './token';
import { inBackground } from '../background';
import { localeOfAcceptLanguage, type Locale } from '../i18n/locales';

export async function changePassword(
  userId: number,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
  locale: Locale = 'en',
): Promise<TokenSubject> {
  const key = limitKey('password-change', String(userId));
  const counter = await hit(key, LOGIN_PAIR_WINDOW.windowSeconds, now);
  if (counter.count > LOGIN_PAIR_WINDOW.limit) throw tooManyAttempts(retryAfterSeconds(counter.resetAt, now));

  const [row] = await getDb().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('invalid', M.currentPasswordWrong, { errors: { currentPassword: M.currentPasswordWrong } });
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('invalid', M.samePassword, { errors: { newPassword: M.samePassword } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await getDb()
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  await clear(key);
  inBackground('password change notice', async () =>
    sendMail(updated.email, 'PASSWORD_CHANGED', await passwordChangedMail(updated.name, 'changed', locale)),
  );
  return updated;
}

/**
 * `PATCH /auth/update-password` for the session making the call: other sessions end (token
 * version); this one gets a fresh token with the same remember-me and the same absolute end.
 */
export async function changePasswordInSession(
  request: Request,
  input: { currentPassword: string; newPassword: string },
): Promise<{ token: string; maxAge: number; cookieMaxAge: number | null }> {
  const { user, claims } = await requireSession(request);
  const updated = await changePassword(
    user.id,
    input,
    new Date(),
    localeOfAcceptLanguage(request.headers.get('accept-language')),
  );
  return mintSessionToken(updated, claims.rem === true, new Date(), claims.abs);
}
