/**
 * One-click unsubscribe (DPDP Act 2023, RFC 8058): every marketing mail carries a link that turns the
 * reader's marketing consent off without signing in. The token is the user id and an HMAC of it with
 * the app secret, so it never expires and cannot be made up for someone else; withdrawing twice is harmless.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { getSiteUrl } from '../config';
import { getDb, type Db } from '../db/client';
import { stockAlerts, users } from '../db/schema';
import { AppError } from '../errors';
import { hashSecret, sameHash } from '../auth/secrets';

export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Copy the whole link from the e-mail, or turn offers off in your profile.';

const sign = (userId: number) => hashSecret('unsubscribe', String(userId));

export function unsubscribeToken(userId: number): string {
  return `${userId}.${sign(userId)}`;
}

/** The user id a token names, or null when it was not made by this store. */
export function readUnsubscribeToken(token: string | null | undefined): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token?.trim() ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  return sameHash(match[2], sign(userId)) ? userId : null;
}

export function unsubscribeUrl(userId: number): string {
  return `${getSiteUrl()}/api/unsubscribe?token=${unsubscribeToken(userId)}`;
}

/** The List-Unsubscribe pair: mail programs show their own "Unsubscribe" and POST to the link. */
export function unsubscribeHeaders(userId: number): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Turns the token's user's marketing consent off and drops their open back-in-stock requests, so no
 * mail that carries this link comes again; a bad token changes nothing (400).
 */
export async function unsubscribe(token: string | null | undefined, db: Db = getDb(), now = new Date()) {
  const userId = readUnsubscribeToken(token);
  if (userId === null) throw new AppError('invalid', BAD_UNSUBSCRIBE_LINK);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ marketingConsent: false, marketingConsentAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.delete(stockAlerts).where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)));
  });
}
