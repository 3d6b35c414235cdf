import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales';

/**
 * next-intl's view of lib/i18n/locales.ts. No middleware: English paths stay unprefixed and are
 * served as they were, Hindi ones by the app/(hi) tree; the cookie is written by a
 * locale-changing <Link> (the header's switcher) and read by the front door.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
