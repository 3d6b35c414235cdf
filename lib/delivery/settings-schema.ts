/**
 * The shop's delivery settings as the admin edits them: days per zone, the dispatch cut-off,
 * holidays, PIN codes without COD or not served, and the COD cap (rupees here; paise inside).
 * Client-safe: the admin form parses with the same schema the route does.
 */
import { z } from 'zod';
import { INDIAN_PIN } from '../validation/pincode';
import { isWholePaise } from '../money';
import { ZONES, type Zone } from './zones';

export const DELIVERY_MESSAGES = {
  days: 'Enter whole days from 0 to 60',
  range: 'The most days cannot be fewer than the least',
  cutoff: 'Enter a time as HH:MM, such as 14:00',
  holiday: 'Enter each holiday as YYYY-MM-DD, one a line',
  pincode: 'Enter 6-digit PIN codes, one a line',
  tooMany: 'Too many entries',
  money: 'Enter an amount in rupees from 0 to 10,00,000, with at most 2 decimals',
} as const;
const m = DELIVERY_MESSAGES;

const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const days = z.preprocess(numeric, z.number({ error: m.days }).int(m.days).min(0, m.days).max(60, m.days));
const dayRange = z
  .strictObject({ min: days, max: days })
  .refine((r) => r.max >= r.min, { message: m.range, path: ['max'] });

const isRealDate = (s: string) =>
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A list given as an array or as text with one entry a line; blanks dropped, duplicates removed, sorted. */
const lines = (item: z.ZodType<string, string>, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[\s,]+/) : v),
    z
      .array(z.string({ error: message }).trim(), { error: message })
      .transform((list) => [...new Set(list.filter(Boolean))].sort())
      .pipe(z.array(item).max(max, m.tooMany)),
  );

export const deliverySettingsSchema = z.strictObject({
  days: z.strictObject(Object.fromEntries(ZONES.map((zone) => [zone, dayRange])) as Record<Zone, typeof dayRange>),
  cutoff: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.cutoff),
  holidays: lines(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, m.holiday)
      .refine(isRealDate, m.holiday),
    200,
    m.holiday,
  ),
  codOffPincodes: lines(z.string().regex(INDIAN_PIN, m.pincode), 20_000, m.pincode),
  unserviceablePincodes: lines(z.string().regex(INDIAN_PIN, m.pincode), 20_000, m.pincode),
  codMaxOrder: z.preprocess(
    numeric,
    z.number({ error: m.money }).min(0, m.money).max(1_000_000, m.money).refine(isWholePaise, m.money),
  ),
});

/** The settings as GET and PUT answer them (money in rupees). */
export type DeliverySettingsJson = z.output<typeof deliverySettingsSchema>;
/** PUT body before parsing: lists may be text with one entry a line. */
export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;

/** Used until the admin saves others. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettingsJson = {
  days: {
    SAME_CITY: { min: 1, max: 2 },
    SAME_STATE: { min: 2, max: 4 },
    METRO: { min: 2, max: 5 },
    REST_OF_INDIA: { min: 4, max: 7 },
    REMOTE: { min: 6, max: 10 },
  },
  cutoff: '14:00',
  // National holidays: Republic Day, Independence Day, Gandhi Jayanti.
  holidays: ['2026-01-26', '2026-08-15', '2026-10-02', '2027-01-26', '2027-08-15', '2027-10-02'],
  codOffPincodes: [],
  unserviceablePincodes: [],
  codMaxOrder: 10_000,
};
