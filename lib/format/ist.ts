/**
 * Dates and times in India Standard Time, written as en-IN writes them, without Intl (see
 * indian-grouping.ts for why). IST is UTC+5:30 all year: India keeps no daylight saving time.
 */
const IST_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-IN's short month names (CLDR): four letters for September.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const inIst = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 12 March 2025 */
export function formatIstDate(date: Date): string {
  const d = inIst(date);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 9:05 pm */
export function formatIstTime(date: Date): string {
  return clockTime(inIst(date), false);
}

/** 1 Sept 2026 (en-IN's medium date) */
export function formatIstShortDate(date: Date): string {
  const d = inIst(date);
  return `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 1 Sept 2026, 9:05 pm (en-IN's medium date with its short time) */
export function formatIstDateTime(date: Date): string {
  return `${formatIstShortDate(date)}, ${formatIstTime(date)}`;
}

/** Tue, 24 Nov, 9:05:03 pm */
export function formatIstClock(date: Date): string {
  const d = inIst(date);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}, ${clockTime(d, true)}`;
}

/** 12-hour time of a date already shifted to IST: 9:05 pm, or 9:05:03 pm with seconds. */
function clockTime(d: Date, withSeconds: boolean): string {
  const hours = d.getUTCHours();
  const seconds = withSeconds ? `:${twoDigits(d.getUTCSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(d.getUTCMinutes())}${seconds} ${hours < 12 ? 'am' : 'pm'}`;
}
