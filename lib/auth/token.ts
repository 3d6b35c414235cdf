/**
 * One token format for the web app and API clients: next-auth's encrypted JWT (JWE, A256GCM,
 * key derived from AUTH_SECRET), carried in the session cookie or as `Authorization: Bearer`.
 * `tv` is the user's token version: a password change or reset bumps it in the database, and
 * every token carrying an older one stops working.
 */
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
  exp: number;
};

export type TokenSubject = { id: number; email: string; name: string; role: string; tokenVersion: number };

export function sessionMaxAge(remember: boolean): number {
  return remember ? REMEMBER_ME_SECONDS : SESSION_DAY_SECONDS;
}

export function claimsFor(user: TokenSubject, remember: boolean): JWT {
  return {
    sub: String(user.id),
    email: user.email,
    name: user.name,
    role: user.role as Role,
    tv: user.tokenVersion,
    rem: remember,
  };
}

export async function mintSessionToken(user: TokenSubject, remember: boolean) {
  const maxAge = sessionMaxAge(remember);
  const token = await encode({ token: claimsFor(user, remember), secret: getAuthSecret(), maxAge });
  return { token, maxAge, expiresAt: new Date(Date.now() + maxAge * 1000) };
}

/** Decrypts and checks expiry; anything malformed, forged or expired is simply "no session". */
export async function readSessionToken(token: string | null | undefined): Promise<SessionClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    const claims = (await decode({ token, secret: getAuthSecret() })) as Partial<SessionClaims> | null;
    if (!claims || typeof claims.sub !== 'string' || !/^\d{1,10}$/.test(claims.sub)) return null;
    if (typeof claims.tv !== 'number' || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= Date.now()) return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}
