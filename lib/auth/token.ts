/**
 * One token format for the web app and API clients: next-auth's encrypted JWT (JWE, A256GCM,
 * key derived from AUTH_SECRET), carried in the session cookie or as `Authorization: Bearer`.
 * `tv` is the user's token version: a password change or reset bumps it in the database, and
 * every token carrying an older one stops working. `abs` is the absolute end of the session
 * (30 days with "Remember me", else 1 day): next-auth re-encodes the token whenever the browser
 * asks for the session, and without `abs` that would slide the expiry forever. `sid` names the
 * session, so a logout can end this one token server-side (lib/auth/logout.ts).
 */
import { randomBytes } from 'node:crypto';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { getAuthSecret } from '../config';
import { REMEMBER_ME_SECONDS, SESSION_DAY_SECONDS } from './cookie';

export type Role = 'CUSTOMER' | 'SELLER' | 'ADMIN';

export type SessionClaims = JWT & {
  sub: string;
  email: string;
  name: string;
  role: Role;
  tv: number;
  rem: boolean;
  abs: number;
  exp: number;
  /** the session's id: a logout stores it in revoked_sessions, ending this token alone */
  sid?: string;
};

export type TokenSubject = { id: number; email: string; name: string; role: string; tokenVersion: number };

export function sessionMaxAge(remember: boolean): number {
  return remember ? REMEMBER_ME_SECONDS : SESSION_DAY_SECONDS;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function claimsFor(user: TokenSubject, remember: boolean, now = new Date()): JWT {
  return {
    sub: String(user.id),
    email: user.email,
    name: user.name,
    role: user.role as Role,
    tv: user.tokenVersion,
    rem: remember,
    abs: seconds(now) + sessionMaxAge(remember),
    sid: randomBytes(16).toString('base64url'),
  };
}

/** Encodes claims so the token expires at their absolute end, however often it is re-encoded. */
export async function encodeClaims(claims: JWT, now = new Date()): Promise<string> {
  const abs = typeof claims.abs === 'number' ? claims.abs : seconds(now) + sessionMaxAge(claims.rem === true);
  const maxAge = Math.max(1, abs - seconds(now));
  return encode({ token: { ...claims, abs }, secret: getAuthSecret(), maxAge });
}

/**
 * A fresh token for a user. `keepEnd` re-issues a session without extending it (a password
 * change keeps the current device signed in until the session would have ended anyway).
 */
export async function mintSessionToken(user: TokenSubject, remember: boolean, now = new Date(), keepEnd?: number) {
  const claims = claimsFor(user, remember, now);
  if (keepEnd && keepEnd > seconds(now)) claims.abs = Math.min(keepEnd, claims.abs as number);
  const token = await encodeClaims(claims, now);
  const maxAge = (claims.abs as number) - seconds(now);
  // Without "Remember me" the cookie lasts as long as the browser session (and never past abs).
  const cookieMaxAge = remember ? maxAge : null;
  return { token, maxAge, cookieMaxAge, expiresAt: new Date((claims.abs as number) * 1000) };
}

/** Decrypts and checks expiry; anything malformed, forged or expired is simply "no session". */
export async function readSessionToken(
  token: string | null | undefined,
  now = new Date(),
): Promise<SessionClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    const claims = await decodeRemembered(token);
    if (!claims || typeof claims.sub !== 'string' || !/^\d{1,10}$/.test(claims.sub)) return null;
    if (typeof claims.tv !== 'number' || typeof claims.exp !== 'number') return null;
    const end = Math.min(claims.exp, typeof claims.abs === 'number' ? claims.abs : claims.exp);
    if (end * 1000 <= now.getTime()) return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}

/**
 * Decrypted claims by token, per process. next-auth's decode derives the key from the secret (HKDF) and decrypts on
 * every call, and a signed-in shopper sends the same token with every request (issue 37: a sale's order placements).
 * Only tokens that decrypted are kept, the expiry above is still checked on every read and the database check
 * (lib/auth/session.ts) still runs on every request, so a logout or a password change ends a token as before.
 */
const remembered = { secret: '', claims: new Map<string, Partial<SessionClaims>>() };
const REMEMBERED_MAX = 2_000;

async function decodeRemembered(token: string): Promise<Partial<SessionClaims> | null> {
  const secret = getAuthSecret();
  if (remembered.secret !== secret) remembered.claims = new Map();
  remembered.secret = secret;
  const known = remembered.claims.get(token);
  // A copy: next-auth's callbacks may change the claims they are handed.
  if (known) return { ...known };
  const claims = (await decode({ token, secret })) as Partial<SessionClaims> | null;
  if (!claims) return null;
  // Oldest first out: a Map iterates in insertion order.
  if (remembered.claims.size >= REMEMBERED_MAX) remembered.claims.delete(remembered.claims.keys().next().value!);
  remembered.claims.set(token, { ...claims });
  return claims;
}
