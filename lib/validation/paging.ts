/**
 * Back-office lists are paged the same way everywhere: `page` 1-based, `size` at most 100, and
 * the answer `{ items, page, size, total }`.
 */
import { z } from 'zod';

export const PAGE_SIZE_MAX = 100;

const whole = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z
      .number({ message: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(max, `Must be at most ${max}`),
  );

export const pagingQuery = z.object({
  page: whole(1, 100_000),
  size: whole(20, PAGE_SIZE_MAX),
});

export type Paging = z.output<typeof pagingQuery>;
export type Page<T> = { items: T[]; page: number; size: number; total: number };

export const offsetOf = (p: Paging) => (p.page - 1) * p.size;

/** A paged list's answer: this page's items, where the page is, and how many there are in all. */
export const pageOf = <T>(paging: Paging, items: T[], total: number): Page<T> => ({
  items,
  page: paging.page,
  size: paging.size,
  total: Number(total),
});

/** An optional search text: trimmed, empty means none, capped so a query cannot be huge. */
export const searchText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z.string().max(100, 'Search text is too long').optional(),
);

/** A LIKE pattern matching `text` literally anywhere. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A yes/no filter in a query string (`true`/`1`, `false`/`0`); anything else means no filter. */
export const queryFlag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined),
  z.boolean().optional(),
);
