/**
 * Logout ends the session on the server, not only in the browser: the token's session id goes
 * into revoked_sessions (until the token would have expired anyway), so a copy of the token —
 * cookie or Bearer — stops working at once. A token from before session ids existed cannot be
 * named alone, so its logout bumps the account's token version (every session of it ends).
 */
import { lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { revokedSessions, users } from '../db/schema';
import { bearerToken } from './session';
import { readCookie, sessionCookieName } from './cookie';
import { readSessionToken, type SessionClaims } from './token';

export async function revokeSession(claims: SessionClaims | null, now = new Date()): Promise<void> {
  if (!claims) return;
  const db = getDb();
  if (typeof claims.sid === 'string') {
    const end = Math.min(claims.exp, typeof claims.abs === 'number' ? claims.abs : claims.exp);
    await db
      .insert(revokedSessions)
      .values({ sid: claims.sid, expiresAt: new Date(end * 1000) })
      .onConflictDoNothing();
    // Rows are only needed while their token could still be presented.
    if (Math.random() < 0.05) await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
    return;
  }
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(sql`${users.id} = ${Number(claims.sub)} AND ${users.tokenVersion} = ${claims.tv}`);
}

/** Ends the session a request carries (its Bearer token, or else its cookie). */
export async function endSession(request: Request): Promise<void> {
  const token = request.headers.get('authorization')
    ? bearerToken(request)
    : readCookie(request.headers.get('cookie'), sessionCookieName());
  await revokeSession(await readSessionToken(token));
}
