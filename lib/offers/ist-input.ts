/**
 * Promotion dates are entered as India Standard Time wall-clock times (the form's datetime-local,
 * or the API without a zone), whatever the browser's or server's own zone is. These two are the
 * only conversions between that and an instant.
 */
import { inIst, type Instant } from '../format/ist';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** "2026-12-01T09:00" (IST) → the instant; a value with its own zone ("…Z", "…+05:30") is taken as it says. */
export function instantFromIst(value: string): Date | null {
  const text = value.trim();
  const at = new Date(WALL_CLOCK.test(text) ? `${text}${text.length === 16 ? ':00' : ''}+05:30` : text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as the IST wall-clock value a datetime-local input shows: "2026-12-01T09:00". */
export function istInputOf(at: Instant | null | undefined): string {
  return at ? inIst(at).toISOString().slice(0, 16) : '';
}
