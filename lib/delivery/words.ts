import { shortMonth, WEEKDAYS } from '@/lib/format/ist';
import type { DeliveryJson } from './types';

/**
 * What the screens say about a delivery promise, as en-IN writes dates (pure: the product page, later
 * the checkout). Written by hand like lib/format/ist.ts: no Intl locale data loaded for it.
 */

/** An ISO date `YYYY-MM-DD` (already a day in IST) as that calendar day, read in UTC so no zone moves it. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const dayMonth = (d: Date) => `${d.getUTCDate()} ${shortMonth(d.getUTCMonth())}`;

/** "Delivers by Fri, 27 Nov" for one day; "Delivers 27–29 Nov" within a month; "Delivers 27 Nov – 2 Dec" across. */
export function deliveryDatesWords(earliest: string, latest: string): string {
  const [from, to] = [dayOf(earliest), dayOf(latest)];
  if (earliest === latest) return `Delivers by ${WEEKDAYS[to.getUTCDay()]}, ${dayMonth(to)}`;
  if (earliest.slice(0, 7) === latest.slice(0, 7)) return `Delivers ${from.getUTCDate()}–${dayMonth(to)}`;
  return `Delivers ${dayMonth(from)} – ${dayMonth(to)}`;
}

/** "Fri, 28 Nov" */
const dayWords = (iso: string) => {
  const d = dayOf(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${dayMonth(d)}`;
};

/** The checkout's "Estimated delivery: Fri, 28 Nov – Tue, 2 Dec" (one day: "Estimated delivery: Fri, 28 Nov"). */
export function estimatedDeliveryWords(earliest: string, latest: string): string {
  return `Estimated delivery: ${earliest === latest ? dayWords(earliest) : `${dayWords(earliest)} – ${dayWords(latest)}`}`;
}

/** The order page's "Arriving by Tue, 1 Dec" for a part on its way: the last day of the window promised. */
export const arrivingWords = (latest: string) => `Arriving by ${dayWords(latest)}`;

export const codWords = (cod: boolean) => (cod ? 'Cash on delivery available' : 'Cash on delivery not available');

export const notServedWords = (pincode: string) => `We don't deliver to ${pincode} yet`;

/** The lines a shopper reads for an answer: the dates and COD, or that the PIN code is not served. */
export function deliveryLines(answer: DeliveryJson): string[] {
  if (!answer.serviceable || !answer.earliest || !answer.latest) return [notServedWords(answer.pincode)];
  return [deliveryDatesWords(answer.earliest, answer.latest), codWords(answer.cod)];
}
