import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

/*
 * The language of the page being rendered, per request (React's cache). English pages set
 * nothing; every Hindi layout, page and generateMetadata calls setPageLocale('hi') first, because
 * Next may render a segment on its own. Not next-intl's setRequestLocale: unset, that falls back to
 * reading headers(), which would turn every cached English page dynamic.
 */
const store = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setPageLocale(locale: Locale): void {
  store().locale = locale;
}

export function pageLocale(): Locale {
  return store().locale;
}
