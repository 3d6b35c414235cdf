import { isLocale, type Locale } from '../i18n/locales';

/** The language stored with an order or an account (orders.locale, users.locale); anything unknown reads English. */
export const storedLocale = (stored: unknown): Locale => (isLocale(stored) ? stored : 'en');
