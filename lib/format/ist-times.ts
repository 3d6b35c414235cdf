import type { Locale } from '../i18n/locales';
import { clockTime, inIst, shortMonth, type Instant } from './ist';

// Order and back-office times in IST, as en-IN writes them (see ist.ts).

/** 9:05 pm */
export function formatIstTime(at: Instant): string {
  return clockTime(inIst(at), false);
}

/** 1 Sept 2026 (en-IN's medium date; Hindi: 1 सितंबर 2026) */
export function formatIstShortDate(at: Instant, locale: Locale = 'en'): string {
  const d = inIst(at);
  return `${d.getUTCDate()} ${shortMonth(d.getUTCMonth(), locale)} ${d.getUTCFullYear()}`;
}

/** 1 Sept 2026, 9:05 pm (en-IN's medium date with its short time) */
export function formatIstDateTime(at: Instant, locale: Locale = 'en'): string {
  return `${formatIstShortDate(at, locale)}, ${formatIstTime(at)}`;
}
