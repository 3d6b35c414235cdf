import type { DeliveryJson } from './types';

/** What the screens say about a delivery promise, in en-IN (pure: the product page, later the checkout). */

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayDayMonth = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** An ISO date `YYYY-MM-DD` as that calendar day (read and written in UTC, so no zone moves it). */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Delivers by Sat, 28 Nov" for one day; "Delivers 27–29 Nov" within a month; "Delivers 27 Nov – 2 Dec" across. */
export function deliveryDatesWords(earliest: string, latest: string): string {
  const [from, to] = [dayOf(earliest), dayOf(latest)];
  if (earliest === latest) return `Delivers by ${weekdayDayMonth.format(to)}`;
  if (from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear())
    return `Delivers ${from.getUTCDate()}–${dayMonth.format(to)}`;
  return `Delivers ${dayMonth.format(from)} – ${dayMonth.format(to)}`;
}

export const codWords = (cod: boolean) => (cod ? 'Cash on delivery available' : 'Cash on delivery not available');

export const notServedWords = (pincode: string) => `We don't deliver to ${pincode} yet`;

/** The lines a shopper reads for an answer: the dates and COD, or that the PIN code is not served. */
export function deliveryLines(answer: DeliveryJson): string[] {
  if (!answer.serviceable || !answer.earliest || !answer.latest) return [notServedWords(answer.pincode)];
  return [deliveryDatesWords(answer.earliest, answer.latest), codWords(answer.cod)];
}
