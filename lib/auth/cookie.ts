/**
 * The session cookie: next-auth's default name, with the `__Secure-` prefix when the site runs
 * on https (the prefix makes browsers refuse it over plain http). httpOnly, SameSite=Lax.
 */
import { getSiteUrl } from '../config';

export const SESSION_DAY_SECONDS = 24 * 60 * 60;
/** "Remember me" keeps the session 30 days, otherwise 1 day (absolute, not sliding). */
export const REMEMBER_ME_SECONDS = 30 * SESSION_DAY_SECONDS;

export function isSecureSite(): boolean {
  return getSiteUrl().startsWith('https://');
}

export function sessionCookieName(): string {
  return `${isSecureSite() ? '__Secure-' : ''}next-auth.session-token`;
}

/** A Set-Cookie header value, for handlers that answer a plain Response. */
export function serializeSessionCookie(value: string, maxAge: number): string {
  const parts = [
    `${sessionCookieName()}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isSecureSite()) parts.push('Secure');
  return parts.join('; ');
}

export function clearSessionCookie(): string {
  return serializeSessionCookie('', 0);
}

/** Reads one cookie from a Cookie header (no dependency on Next's request types). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}
