import { clockTime, inIst, shortMonth } from './ist';

// Order and back-office times in IST, as en-IN writes them (see ist.ts).

/** 9:05 pm */
export function formatIstTime(date: Date): string {
  return clockTime(inIst(date), false);
}

/** 1 Sept 2026 (en-IN's medium date) */
export function formatIstShortDate(date: Date): string {
  const d = inIst(date);
  return `${d.getUTCDate()} ${shortMonth(d.getUTCMonth())} ${d.getUTCFullYear()}`;
}

/** 1 Sept 2026, 9:05 pm (en-IN's medium date with its short time) */
export function formatIstDateTime(date: Date): string {
  return `${formatIstShortDate(date)}, ${formatIstTime(date)}`;
}
