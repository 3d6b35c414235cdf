/**
 * The shop's settings as the admin edits them: identity (one source for every page, mail and
 * invoice that shows it), the charges the pricing function reads, and the return window. Money
 * is rupees here, at the API edge, and paise everywhere inside (lib/settings/settings.ts).
 * Client-safe: the settings form parses with the same schema the route does.
 */
import { z } from 'zod';
import { isWholePaise } from '../money';
import { text } from '../validation/fields';
import { INDIAN_STATES } from '../validation/indian-states';
import { INDIAN_PIN } from '../validation/pincode';
import { hindiFields } from '../content/translation-schemas';

export const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const SETTINGS_MESSAGES = {
  required: 'This field is required',
  tooLong: 'This is too long',
  gstin: 'Enter a 15-character GSTIN, such as 18AABCO1234F1Z5',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a phone number of 10 to 15 digits',
  state: 'Choose an Indian state or union territory',
  pincode: 'Enter a 6-digit PIN code',
  money: 'Enter an amount in rupees from 0 to 1,00,000, with at most 2 decimals',
  hours: 'Enter a whole number of hours from 0 to 720',
  reviewDays: 'Enter a whole number of days from 0 to 60 (0 sends no review requests)',
} as const;

const m = SETTINGS_MESSAGES;
const trimmed = (v: unknown) => text(v).trim();
const line = (max: number) => z.preprocess(trimmed, z.string().min(1, m.required).max(max, m.tooLong));

export const gstinField = z.preprocess((v) => trimmed(v).toUpperCase(), z.string().regex(GSTIN_SHAPE, m.gstin));
export const phoneField = z.preprocess(
  trimmed,
  z
    .string()
    .max(20, m.phone)
    .refine((s) => /^\+?[\d\s-]+$/.test(s) && /^\d{10,15}$/.test(s.replace(/\D/g, '')), m.phone),
);
export const pincodeField = z.preprocess(trimmed, z.string().regex(INDIAN_PIN, m.pincode));
export const stateField = z.preprocess(
  (v) => INDIAN_STATES.find((s) => s.toLowerCase() === trimmed(v).toLowerCase()) ?? trimmed(v),
  z.enum(INDIAN_STATES, { error: m.state }),
);

/** Rupees (number or numeric string), 0 to ₹1,00,000, at most 2 decimals. */
const rupees = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: m.money }).min(0, m.money).max(100_000, m.money).refine(isWholePaise, m.money),
);

const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );

/** The shop's words a shopper reads that have a Hindi beside them (the header, footer, home and contact page). */
export const SHOP_HINDI_WORDS = ['tagline', 'supportHours', 'street', 'city', 'state'] as const;
export type ShopHindiWord = (typeof SHOP_HINDI_WORDS)[number];

export const settingsFields = {
  name: line(80),
  tagline: line(160),
  legalName: line(160),
  gstin: gstinField,
  phone: phoneField,
  email: z.preprocess((v) => trimmed(v).toLowerCase(), z.email(m.email).max(254, m.email)),
  street: line(200),
  city: line(80),
  state: stateField,
  postalCode: pincodeField,
  supportHours: line(120),
  shippingFee: rupees,
  freeDeliveryThreshold: rupees,
  codCharge: rupees,
  returnWindowHours: wholeNumber(720, m.hours),
  /** days after delivery the review-request mail goes; 0 = none */
  reviewRequestDays: wholeNumber(60, m.reviewDays),
  /** the shop's words in Hindi; a blank one shows the English */
  translations: hindiFields({
    tagline: { label: 'tagline', max: 160 },
    supportHours: { label: 'support hours', max: 120 },
    street: { label: 'street address', max: 200 },
    city: { label: 'city', max: 80 },
    state: { label: 'state', max: 80 },
  }),
};

/** PUT body: any subset of the fields; what is left out keeps its value. Unknown keys are refused. */
export const settingsInputSchema = z.strictObject(settingsFields).partial();
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** The settings as GET and PUT answer them (rupees). */
export type SettingsJson = { [K in keyof typeof settingsFields]: z.infer<(typeof settingsFields)[K]> };

/** A review request goes this many days after delivery until the admin sets another (design §12). */
export const DEFAULT_REVIEW_REQUEST_DAYS = 5;

/** The spec's charges, used until the admin saves others: ₹59 delivery, free from ₹5,000, ₹49 for cash on delivery. */
export const DEFAULT_RATES = {
  shippingFeePaise: 59_00,
  freeDeliveryThresholdPaise: 5000_00,
  codChargePaise: 49_00,
} as const;
