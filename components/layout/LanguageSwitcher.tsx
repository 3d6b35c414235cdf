'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, localePath, type Locale } from '@/lib/i18n/locales';

/**
 * The header's language switch: the same page in the other language, query included, and the
 * choice kept in a cookie the front door reads on the next English address (lib/i18n/remembered.ts).
 * A plain link: the two languages have different root layouts, so the browser loads the page anew.
 */
export function LanguageSwitcher() {
  const current = useLocale() as Locale;
  const other: Locale = current === 'hi' ? 'en' : 'hi';
  const href = localePath(usePathname(), other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
        event.currentTarget.href = `${href}${window.location.search}`;
      }}
      className="rounded-full px-2.5 py-1.5 text-sm font-medium text-leaf-800 hover:bg-leaf-50"
      data-testid="language-switcher"
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
