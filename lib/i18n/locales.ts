/**
 * The store's two languages and the one rule for their addresses (design §15): English at the
 * spec's paths, Hindi the same path under /hi. Browser-safe: the switcher, the front door and the
 * page builders all read these.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>`, hreflang and Open Graph spellings of each. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
/** What the switcher shows: each language in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The shopper's choice, written by the switcher and read by the front door (a year, like a preference). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** `/products/x` in a language: `/hi/products/x`; the home page is `/hi`. Query and hash are kept. */
export function localePath(path: string, locale: Locale): string {
  const bare = splitLocale(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/** The language an address is in and the same address in English: `/hi/blog?x` → hi, `/blog?x`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/hi(?=$|[/?#])/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path: path || '/' };
  const rest = path.slice(3);
  return { locale: 'hi', path: rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * The language an API caller asked for. The store's own screens send their page's language
 * (lib/api-client/fetch.ts); other callers get English unless Hindi is their first choice.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : DEFAULT_LOCALE;
}
