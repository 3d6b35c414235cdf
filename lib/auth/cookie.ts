/**
 * The session cookie: next-auth's default name, with the `__Secure-` prefix when the site runs
 * on https (the prefix makes browsers refuse it over plain http). httpOnly, SameSite=Lax.
 */
import { getSiteUrl } from '../config';

export const SESSION_DAY_SECONDS = 24 * 60 * 60;
/**
 * "Remember me" keeps the session 30 days, otherwise 1 day (absolute, not sliding) in a cookie
 * that ends with the browser session.
 */
export const REMEMBER_ME_SECONDS = 30 * SESSION_DAY_SECONDS;

export function isSecureSite(): boolean {
  return getSiteUrl().startsWith('https://');
}

export function sessionCookieName(): string {
  return `${isSecureSite() ? '__Secure-' : ''}next-auth.session-token`;
}

/**
 * A Set-Cookie header value, for handlers that answer a plain Response. `maxAge` null makes a
 * browser-session cookie (no Max-Age: gone when the browser closes), for a sign-in without
 * "Remember me"; the token inside still ends after a day either way.
 */
export function serializeSessionCookie(value: string, maxAge: number | null): string {
  const parts = [`${sessionCookieName()}=${value}`, 'Path=/'];
  if (maxAge !== null) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  parts.push('HttpOnly', 'SameSite=Lax');
  if (maxAge !== null && maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
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
