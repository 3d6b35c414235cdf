'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, localePath, type Locale } from '@/lib/i18n/locales';

/**
 * The header's language switch: the same page in the other language, query included, and the
 * choice kept in a cookie the front door reads on the next English address (lib/i18n/remembered.ts).
 * A plain link: the two languages have different root layouts, so the browser loads the page anew.
 * Its label is the other language in its own script, so it needs no messages. Compact on phones:
 * at 360 px it shares the header's row with the menu button, the logo, the account and the cart.
 */
export function LanguageSwitcher({
  className = 'px-1.5 text-[13px] sm:px-2.5 sm:text-sm',
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
      className={`shrink-0 whitespace-nowrap rounded-full py-1.5 font-medium text-leaf-800 hover:bg-leaf-50 ${className}`}
      data-testid={testId}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
