import { LOCALE_COOKIE, localePath, splitLocale } from './locales';

/** First segments that are not store pages: files, APIs, images, the back office. */
const NOT_PAGES = new Set(['_next', 'api', 'img', 'og', 'admin', 'auth', 'invoice', 'otp', 'user', 'addresses']);

/**
 * Where a shopper who chose Hindi is sent when an English store address is asked for: the same
 * page under /hi (a 307, decided before any cache answers). Only the switcher's cookie counts, never
 * Accept-Language: a crawler (no cookies) asking for / always gets English (design §15).
 */
export function rememberedLocaleRedirect(
  method: string | undefined,
  url: string | undefined,
  headers: { cookie?: string; rsc?: string | string[] },
): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url || url[0] !== '/' || headers.rsc) return null;
  const cookie = headers.cookie;
  if (!cookie || !cookie.includes(`${LOCALE_COOKIE}=hi`)) return null;
  if (!new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=hi(?:;|$)`).test(cookie)) return null;
  if (splitLocale(url).locale !== 'en') return null;
  const first = url.slice(1).split(/[/?#]/)[0] ?? '';
  if (NOT_PAGES.has(first) || first.includes('.')) return null;
  return localePath(url, 'hi');
}
