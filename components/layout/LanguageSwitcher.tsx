'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, localePath, type Locale } from '@/lib/i18n/locales';

/**
 * The language switch, in the bar above the header: the same page in the other language, query included, and the
 * choice kept in a cookie the front door reads on the next English address (lib/i18n/remembered.ts).
 * A plain link: the two languages have different root layouts, so the browser loads the page anew.
 * Its label is the other language in its own script, so it needs no messages. In the contact bar rather than
 * the header's row: at 360 px that row's menu button, logo, account and cart leave it no room.
 */
export function LanguageSwitcher({
  className = 'px-2 text-leaf-800 hover:bg-leaf-50',
  testId = 'language-switcher',
}: {
  className?: string;
  testId?: string;
}) {
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
      className={`shrink-0 whitespace-nowrap rounded-full py-1 font-medium ${className}`}
      data-testid={testId}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
