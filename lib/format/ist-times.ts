import { clockTime, inIst, shortMonth, type Instant } from './ist';

// Order and back-office times in IST, as en-IN writes them (see ist.ts).

/** 9:05 pm */
export function formatIstTime(at: Instant): string {
  return clockTime(inIst(at), false);
}

/** 1 Sept 2026 (en-IN's medium date) */
export function formatIstShortDate(at: Instant): string {
  const d = inIst(at);
  return `${d.getUTCDate()} ${shortMonth(d.getUTCMonth())} ${d.getUTCFullYear()}`;
}

/** 1 Sept 2026, 9:05 pm (en-IN's medium date with its short time) */
export function formatIstDateTime(at: Instant): string {
  return `${formatIstShortDate(at)}, ${formatIstTime(at)}`;
}
