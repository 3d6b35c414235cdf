/**
 * Dates and times in India Standard Time, written as en-IN writes them, without Intl (see
 * indian-grouping.ts for why). IST is UTC+5:30 all year: India keeps no daylight saving time.
 * What every shop page shows (the header clock, blog dates) is here; order and back-office times
 * are in ist-times.ts, so the pages that do not show them do not load them.
 */
const IST_OFFSET_MS = 330 * 60_000;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-IN's short month names (CLDR) are the first three letters, four for September (Sept).
export const shortMonth = (month: number) => MONTHS[month].slice(0, month === 8 ? 4 : 3);

/** An instant as a Date or as the ISO string the API sends it in. */
export type Instant = Date | string;

export const inIst = (at: Instant) => new Date(+new Date(at) + IST_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 12 March 2025 */
export function formatIstDate(at: Instant): string {
  const d = inIst(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Tue, 24 Nov, 9:05:03 pm */
export function formatIstClock(at: Instant): string {
  const d = inIst(at);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${shortMonth(d.getUTCMonth())}, ${clockTime(d, true)}`;
}

/** 12-hour time of a date already shifted to IST: 9:05 pm, or 9:05:03 pm with seconds. */
export function clockTime(d: Date, withSeconds: boolean): string {
  const hours = d.getUTCHours();
  const seconds = withSeconds ? `:${twoDigits(d.getUTCSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(d.getUTCMinutes())}${seconds} ${hours < 12 ? 'am' : 'pm'}`;
}
