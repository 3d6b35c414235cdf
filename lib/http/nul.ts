/**
 * PostgreSQL refuses a NUL character in text, so one that reaches a query fails it (a 500 with
 * the statement in the log). No field of this shop has a use for NUL: it is refused at the edge,
 * in the URL and in every parsed body, with a 400 the caller can read.
 */
import { AppError } from '../errors';

export const NUL_MESSAGE = 'The request contains a character that is not allowed.';

const hasNul = (s: string) => s.includes('\u0000');

/** True when any string inside the value (keys included) carries a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (!value || typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => hasNul(k) || containsNul(v, depth + 1));
}

export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new AppError('invalid', NUL_MESSAGE);
}

/**
 * The path and query of a URL, decoded the way a route will read them. A NUL, or percent-encoding
 * that does not decode (`/%`, a cut-off UTF-8 sequence), is a 400: no route can name anything with it.
 */
export function assertCleanUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('invalid', 'The address is not valid.');
  }
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    throw new AppError('invalid', 'The address is not valid.');
  }
  if (hasNul(path)) throw new AppError('invalid', NUL_MESSAGE);
  let query: string;
  try {
    query = decodeURIComponent(parsed.search.replace(/\+/g, ' '));
  } catch {
    throw new AppError('invalid', 'The address is not valid.');
  }
  if (hasNul(query)) throw new AppError('invalid', NUL_MESSAGE);
}
