/**
 * What the back office may send for a promotion, shared by the /admin form and the API. Money
 * arrives in rupees and leaves in paise; a PERCENT value is whole percent. Dates without a zone are
 * IST (lib/offers/ist-input.ts). The seller is never read from a payload: it comes from the caller.
 */
import { z } from 'zod';
import { CATALOG_MESSAGES, MONEY_MAX_RUPEES, moneyField } from '../catalog/admin-schemas';
import { isWholePaise, paiseToRupees, rupeesToPaise } from '../money';
import { pagingQuery, searchText } from '../validation/paging';
import { TITLE_MAX, titleField } from '../validation/slug';
import { hindiFields } from '../content/translation-schemas';
import { instantFromIst } from './ist-input';
import { PROMOTION_STATUSES } from './status';
import { OFFER_KINDS, OFFER_SCOPES, type OfferKind, type OfferScope } from './types';

export const PROMOTION_MESSAGES = {
  code: 'A code is 3 to 20 letters, digits, dashes or underscores',
  codeTaken: 'A promotion with this code already exists.',
  kind: 'Choose a percentage, a flat amount or free shipping',
  percent: 'A percentage is a whole number from 1 to 100',
  flat: CATALOG_MESSAGES.money,
  scope: 'Choose who the promotion is for',
  scopeIds: 'Choose at least one',
  sellersScope: 'A seller’s promotion applies to its own products only',
  categoryUnknown: 'No such category',
  sellerUnknown: 'No such seller',
  limit: 'Enter a whole number of at least 1, or leave it empty',
  limitBelowUses: 'This promotion has already been used more times than that',
  date: 'Enter a date and time',
  endBeforeStart: 'The end must be after the start',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const numeric = (v: unknown) => {
  const blank = blankToNull(v);
  return typeof blank === 'string' ? Number(blank) : blank;
};

const codeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v),
  z
    .string({ message: PROMOTION_MESSAGES.code })
    .regex(/^[A-Z0-9_-]{3,20}$/, PROMOTION_MESSAGES.code)
    .nullable(),
);
const moneyOrNull = z.preprocess(blankToNull, moneyField.nullable());
const limitField = z.preprocess(
  numeric,
  z
    .number({ message: PROMOTION_MESSAGES.limit })
    .int(PROMOTION_MESSAGES.limit)
    .min(1, PROMOTION_MESSAGES.limit)
    .max(1_000_000, PROMOTION_MESSAGES.limit)
    .nullable(),
);
const istDate = z.preprocess(
  (v) => (typeof v === 'string' ? (instantFromIst(v) ?? v) : v),
  z.date({ message: PROMOTION_MESSAGES.date }),
);
const flag = z.boolean({ message: 'true or false' });

const fields = {
  /** empty: an automatic offer */
  code: codeField,
  title: titleField,
  kind: z.enum(OFFER_KINDS, { message: PROMOTION_MESSAGES.kind }),
  /** PERCENT: whole percent; FLAT: rupees; FREE_SHIPPING: none */
  value: z.preprocess(numeric, z.number({ message: PROMOTION_MESSAGES.percent }).nullable()),
  maxDiscount: moneyOrNull,
  minOrderValue: moneyOrNull,
  scope: z.enum(OFFER_SCOPES, { message: PROMOTION_MESSAGES.scope }),
  scopeIds: z.array(z.number().int().positive(), { message: PROMOTION_MESSAGES.scopeIds }).max(500),
  prepaidOnly: flag,
  firstOrderOnly: flag,
  perCustomerLimit: limitField,
  totalLimit: limitField,
  startsAt: istDate,
  endsAt: z.preprocess(blankToNull, istDate.nullable()),
  active: flag,
  advertised: flag,
  combinable: flag,
  /** the public title in Hindi; left out, an edit keeps the stored one; blank: the English shows */
  translations: hindiFields({ title: { label: 'title', max: TITLE_MAX } }).optional(),
};

/** The fields whose rules depend on each other, as the form or a merged PATCH holds them. */
export type PromotionDraft = {
  kind: OfferKind;
  value: number | null;
  scope: OfferScope;
  scopeIds: readonly number[];
  startsAt: Date;
  endsAt: Date | null;
};

/** The cross-field rules, one message per field; empty when the draft is consistent. */
export function promotionRuleErrors(d: PromotionDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const v = d.value;
  if (d.kind === 'PERCENT' && (v === null || !Number.isInteger(v) || v < 1 || v > 100))
    errors.value = PROMOTION_MESSAGES.percent;
  if (d.kind === 'FLAT' && (v === null || !(v > 0) || v > MONEY_MAX_RUPEES || !isWholePaise(v)))
    errors.value = PROMOTION_MESSAGES.flat;
  if (d.scope !== 'ALL' && d.scopeIds.length === 0) errors.scopeIds = PROMOTION_MESSAGES.scopeIds;
  if (d.endsAt && d.endsAt.getTime() <= d.startsAt.getTime()) errors.endsAt = PROMOTION_MESSAGES.endBeforeStart;
  return errors;
}

/** The stored value: whole percent, paise, or 0 for free shipping. */
export function storedValue(kind: OfferKind, value: number | null): number {
  if (kind === 'PERCENT') return value ?? 0;
  return kind === 'FLAT' ? rupeesToPaise(value ?? 0) : 0;
}

/** The value as the API and form show it. */
export function shownValue(kind: OfferKind, stored: number): number | null {
  if (kind === 'PERCENT') return stored;
  return kind === 'FLAT' ? paiseToRupees(stored) : null;
}

export const promotionCreateSchema = z
  .object({
    ...fields,
    code: fields.code.default(null),
    value: fields.value.default(null),
    maxDiscount: fields.maxDiscount.default(null),
    minOrderValue: fields.minOrderValue.default(null),
    scope: fields.scope.default('ALL'),
    scopeIds: fields.scopeIds.default([]),
    prepaidOnly: flag.default(false),
    firstOrderOnly: flag.default(false),
    perCustomerLimit: fields.perCustomerLimit.default(1),
    totalLimit: fields.totalLimit.default(null),
    endsAt: fields.endsAt.default(null),
    active: flag.default(true),
    advertised: flag.default(false),
    combinable: flag.default(false),
  })
  .superRefine((d, ctx) => {
    for (const [field, message] of Object.entries(promotionRuleErrors(d)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** PATCH: any field; the rules between fields are checked on the promotion as it would become. */
export const promotionUpdateSchema = z.object(
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  },
);

export const promotionListQuery = pagingQuery.extend({
  q: searchText,
  status: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    z.enum(PROMOTION_STATUSES).optional(),
  ),
});

export type PromotionCreateInput = z.output<typeof promotionCreateSchema>;
export type PromotionUpdateInput = z.output<typeof promotionUpdateSchema>;
export type PromotionListQuery = z.output<typeof promotionListQuery>;
