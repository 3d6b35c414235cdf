/**
 * Forgot / reset password (docs/security.md): a 256-bit token, stored hashed, valid 30 minutes (a
 * new staff member's welcome link: 72 hours), used once, mailed as a link built from SITE_URL (never the Host header). The request answers the
 * same words, in about the same time, whether or not the e-mail has an account: the mail goes
 * out after the answer. A reset bumps the token version, so every session of the account ends.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { getSiteUrl } from '../config';
import { getDb, type DbOrTx } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { sendMail } from '../mail/send';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import { clear, consumeOrThrow, hit, limitKey } from '../security/rate-limit';
import { AppError } from '../errors';
import { accountLimitKey } from './login';
import { ACCOUNT_MESSAGES as M } from './messages';
import { isResetTokenUsable, RESET_VALID_MINUTES, resetExpiry, welcomeExpiry } from './one-time';
import { hashPassword } from './password';
import { hashSecret, newResetToken } from './secrets';
import { inBackground } from '../background';
import { UNKNOWN_CLIENT } from '../security/client-ip';
import { localePath, type Locale } from '../i18n/locales';

const RESET_PER_CLIENT = { limit: 20, windowSeconds: 15 * 60 };
/** More than 3 links an hour to one inbox is a nuisance, not a forgotten password: silently skipped. */
const RESET_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };

/** The reset page in the reader's language (a staff member's is English, like the back office). */
export function resetLink(token: string, forStaff = false, locale: Locale = 'en'): string {
  const path = `/account/reset-password?token=${encodeURIComponent(token)}${forStaff ? '&for=staff' : ''}`;
  return `${getSiteUrl()}${localePath(path, locale)}`;
}

/** A new reset token for `userId`, stored hashed until `expiresAt`; answers the token for the link. */
async function storeResetToken(db: DbOrTx, userId: number, expiresAt: Date, now: Date): Promise<string> {
  const token = newResetToken();
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashSecret('reset', token), expiresAt, createdAt: now });
  return token;
}

/**
 * A new staff member's set-your-password link: a reset token valid WELCOME_VALID_HOURS, written in
 * the caller's transaction (it exists exactly when the account does); the page then sends them to
 * the staff sign-in. Used once like any reset token.
 */
export async function issueWelcomeLink(tx: DbOrTx, userId: number, now = new Date()): Promise<string> {
  return resetLink(await storeResetToken(tx, userId, welcomeExpiry(now), now), true);
}

/** The mail is in `locale`, the language of the page that asked. */
export async function requestPasswordReset(
  email: string,
  client: string,
  now = new Date(),
  locale: Locale = 'en',
): Promise<void> {
  await consumeOrThrow(limitKey('reset:client', client), RESET_PER_CLIENT, now);
  inBackground('password reset mail', async () => {
    const perEmail = await hit(limitKey('reset:email', email), RESET_PER_EMAIL.windowSeconds, now);
    if (perEmail.count > RESET_PER_EMAIL.limit) return;
    const [user] = await getDb().select().from(users).where(eq(users.email, email)).limit(1);
    if (!user || user.status !== 'ACTIVE') return;
    const token = await storeResetToken(getDb(), user.id, resetExpiry(now), now);
    await sendMail(
      user.email,
      'PASSWORD_RESET',
      await passwordResetMail(user.name, resetLink(token, false, locale), RESET_VALID_MINUTES, locale),
    );
  });
}

export async function isResetTokenValid(token: string, now = new Date()): Promise<boolean> {
  const [row] = await getDb()
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashSecret('reset', token)))
    .limit(1);
  return isResetTokenUsable(row, now);
}

/** Per client, before any work: tokens are 256-bit, so a stream of guesses is only load. */
const RESET_SUBMIT_PER_CLIENT = { limit: 20, windowSeconds: 15 * 60 };

/** The token is claimed first; the new password is hashed only for a token that worked. */
export async function resetPassword(
  token: string,
  newPassword: string,
  now = new Date(),
  client: string = UNKNOWN_CLIENT,
  locale: Locale = 'en',
): Promise<void> {
  await consumeOrThrow(limitKey('reset-submit:client', client), RESET_SUBMIT_PER_CLIENT, now);
  const user = await getDb().transaction(async (tx) => {
    // Claiming the token and checking it are one statement: two parallel uses cannot both win.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecret('reset', token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const passwordHash = await hashPassword(newPassword);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email, name: users.name });
    // Any other link still in a mailbox stops working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return updated;
  });
  if (!user) throw new AppError('invalid', M.resetTokenInvalid);
  await clear(accountLimitKey(user.email));
  inBackground('password reset notice', async () =>
    sendMail(user.email, 'PASSWORD_CHANGED', await passwordChangedMail(user.name, 'reset', locale)),
  );
}
