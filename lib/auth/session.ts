/**
 * Who is signed in. Every route handler and signed-in page asks here (proxy.ts is only a
 * convenience redirect): the token is read from `Authorization: Bearer` or the session cookie,
 * decrypted, and checked against the database (user exists, ACTIVE, same token version).
 */
import { and, eq, sql } from 'drizzle-orm';
import { getStatementDb } from '../db/client';
import { statement, type Params } from '../db/statement';
import { revokedSessions, users } from '../db/schema';
import { getSiteUrl } from '../config';
import { readCookie, sessionCookieName } from './cookie';
import { AppError } from '../errors';
import { FORBIDDEN_MESSAGE, SIGNED_OUT_MESSAGE } from '../messages';
import { readSessionToken, type Role, type SessionClaims } from './token';

/** sellerId: the seller a SELLER-role member works for (null for customers and admins). */
export type SessionUser = {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: Role;
  sellerId: number | null;
};

/** The bearer token of a request, if it carries one (scheme is case-insensitive, RFC 7235). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

async function tokenFrom(request?: Request): Promise<string | null> {
  if (request) {
    // An explicit bearer token wins and is the only credential looked at: a bad one is a 401,
    // not a silent fall-back to whatever cookie the client also sent.
    if (request.headers.get('authorization')) return bearerToken(request);
    return readCookie(request.headers.get('cookie'), sessionCookieName());
  }
  const { cookies } = await import('next/headers');
  return (await cookies()).get(sessionCookieName())?.value ?? null;
}

// Every signed-in request asks: built once (lib/db/statement.ts), one prepared statement (one round trip).
// A token without `sid` passes null: `sid = NULL` matches no revoked session.
const sessionUser = statement((db, p: Params<{ id: number; sid: string | null }>) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      role: users.role,
      sellerId: users.sellerId,
      status: users.status,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(
      and(
        eq(users.id, p.id),
        // A session ended by logout stays ended, whoever still holds a copy of its token.
        sql`NOT EXISTS (SELECT 1 FROM ${revokedSessions} WHERE ${revokedSessions.sid} = ${p.sid})`,
      ),
    )
    .limit(1),
);

/** Claims of a valid token whose user is still ACTIVE at the same token version, and not logged out. */
export async function loadSessionUser(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const sid = typeof claims.sid === 'string' ? claims.sid : null;
  const [row] = await sessionUser(getStatementDb(), { id: Number(claims.sub), sid });
  if (!row || row.status !== 'ACTIVE' || row.tokenVersion !== claims.tv) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role as Role,
    sellerId: row.sellerId,
  };
}

export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return loadSessionUser(await readSessionToken(await tokenFrom(request)));
}

/** The user and the claims of their token, for calls that re-issue it (password change). */
export async function requireSession(request: Request): Promise<{ user: SessionUser; claims: SessionClaims }> {
  const claims = await readSessionToken(await tokenFrom(request));
  const user = await loadSessionUser(claims);
  if (!user || !claims) throw new AppError('unauthenticated', SIGNED_OUT_MESSAGE);
  return { user, claims };
}

/** True when the request was authenticated by the cookie (a browser), not a bearer token. */
export function usesCookie(request: Request): boolean {
  return !request.headers.get('authorization');
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('unauthenticated', SIGNED_OUT_MESSAGE);
  return user;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated writes (SameSite=Lax is the first line). A browser
 * names the page that sent a request in `Origin` (or at least `Sec-Fetch-Site`); it must be
 * this site: the configured SITE_URL, or the host the request was addressed to. Bearer-token
 * calls are exempt: a token is never sent by a browser on its own. A request with neither
 * header is not from a browser, so it cannot be a forged cross-site request.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (request.headers.get('authorization')) return;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const allowed = [originOf(getSiteUrl()), originOf(request.url)];
    if (origin !== 'null' && allowed.includes(origin)) return;
    throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden', FORBIDDEN_MESSAGE);
}
