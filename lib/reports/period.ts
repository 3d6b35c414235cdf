/**
 * The reports' periods, in India's time (UTC+5:30 all year): a range of whole days for the orders
 * CSV (both ends included, at most 366 days, the last 30 days by default) and a calendar month for
 * the GST report. Each becomes a half-open range of UTC instants [start, end) to query with.
 */
import { z } from 'zod';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

export type Period = { start: Date; end: Date };

/** "2026-03-05" at midnight in India, as a UTC instant. */
const istMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

/** The India date ("2026-03-05") a moment falls on. */
export const istDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The India month ("2026-03") a moment falls in. */
export const istMonth = (at: Date): string => istDate(at).slice(0, 7);

export const dayRange = (from: string, to: string): Period => ({
  start: istMidnight(from),
  end: new Date(istMidnight(to).getTime() + DAY_MS),
});

export function monthRange(month: string): Period {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: istMidnight(`${month}-01`), end: istMidnight(`${next}-01`) };
}

const isRealDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const date = (name: string) =>
  z.preprocess(blankToUndefined, z.string().refine(isRealDate, `${name} must be a date as YYYY-MM-DD`).optional());

/** A seller picked by id; blank means "not picked". */
const sellerId = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
  z
    .number({ message: 'Pick a seller from the list' })
    .int('Pick a seller from the list')
    .min(1, 'Pick a seller from the list')
    .max(2_147_483_647, 'Pick a seller from the list')
    .optional(),
);

export const ordersReportQuery = z.object({ from: date('From'), to: date('To'), sellerId }).transform((q, ctx) => {
  const to = q.to ?? istDate(new Date());
  const from = q.from ?? shiftDate(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  else if (days > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `The range can be at most ${MAX_RANGE_DAYS} days` });
  return { from, to, sellerId: q.sellerId };
});

export const gstReportQuery = z.object({
  month: z.preprocess(
    blankToUndefined,
    z
      .string({ message: 'Month is required, as YYYY-MM' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM, for example 2026-03'),
  ),
  format: z.preprocess(
    blankToUndefined,
    z.enum(['json', 'csv'], { message: 'Format must be csv or json' }).default('json'),
  ),
  sellerId,
});
