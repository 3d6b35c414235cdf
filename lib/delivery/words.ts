import { shortMonth, weekdayName } from '@/lib/format/ist';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/messages';
import type { DeliveryJson } from './types';

/**
 * What the screens and mails say about a delivery promise, in the page's language: the sentences
 * are the Delivery messages, the dates written by hand like lib/format/ist.ts (no Intl locale
 * data loaded for them). `t` is the Delivery namespace's translator: useTranslations('Delivery') in
 * a component, getTranslations or lib/i18n/translator.ts on the server.
 */
export type DeliveryWords = {
  t: (key: keyof Messages['Delivery'], values?: Record<string, string | number>) => string;
  locale: Locale;
};

/** An ISO date `YYYY-MM-DD` (already a day in IST) as that calendar day, read in UTC so no zone moves it. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const dayMonth = (d: Date, locale: Locale) => `${d.getUTCDate()} ${shortMonth(d.getUTCMonth(), locale)}`;
/** "Fri, 28 Nov" */
const dayWords = (iso: string, locale: Locale) => {
  const d = dayOf(iso);
  return `${weekdayName(d.getUTCDay(), locale)}, ${dayMonth(d, locale)}`;
};

/** "Delivers by Fri, 27 Nov" for one day; "Delivers 27–29 Nov" within a month; "Delivers 27 Nov – 2 Dec" across. */
export function deliveryDatesWords({ t, locale }: DeliveryWords, earliest: string, latest: string): string {
  const [from, to] = [dayOf(earliest), dayOf(latest)];
  if (earliest === latest) return t('deliversBy', { day: dayWords(latest, locale) });
  if (earliest.slice(0, 7) === latest.slice(0, 7))
    return t('deliversWithinMonth', { from: String(from.getUTCDate()), to: dayMonth(to, locale) });
  return t('deliversAcross', { from: dayMonth(from, locale), to: dayMonth(to, locale) });
}

/** The checkout's "Estimated delivery: Fri, 28 Nov – Tue, 2 Dec" (one day: "Estimated delivery: Fri, 28 Nov"). */
export function estimatedDeliveryWords({ t, locale }: DeliveryWords, earliest: string, latest: string): string {
  const dates =
    earliest === latest ? dayWords(earliest, locale) : `${dayWords(earliest, locale)} – ${dayWords(latest, locale)}`;
  return t('estimated', { dates });
}

/** The order page's "Arriving by Tue, 1 Dec" for a part on its way: the last day of the window promised. */
export const arrivingWords = ({ t, locale }: DeliveryWords, latest: string) =>
  t('arriving', { day: dayWords(latest, locale) });

/** The lines a shopper reads for an answer: the dates and COD, or that the PIN code is not served. */
export function deliveryLines(words: DeliveryWords, answer: DeliveryJson): string[] {
  if (!answer.serviceable || !answer.earliest || !answer.latest)
    return [words.t('notServed', { pincode: answer.pincode })];
  return [
    deliveryDatesWords(words, answer.earliest, answer.latest),
    words.t(answer.cod ? 'codAvailable' : 'codUnavailable'),
  ];
}
