/**
 * What the back office, the variant calls and the CSV import may send for a pack (design §10). One
 * set of rules for all three, so a pack the grid refuses is refused by the API and the CSV alike.
 */
import { z } from 'zod';
import { hindiFields } from '../content/translation-schemas';
import {
  CATALOG_MESSAGES,
  LIMITS,
  moneyField,
  productUpdateSchema,
  skuField,
  stockField,
  weightField,
} from './admin-schemas';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 60;

export const VARIANT_MESSAGES = {
  label: `Label is 1-${LIMITS.size} characters`,
  options: `A product has at most ${MAX_OPTIONS} options, each with 1-${MAX_OPTION_VALUES} different values`,
  optionValue: 'Each option needs a value from its list',
  lastVariant: 'A product keeps at least one pack: add another before deleting this one',
  tooMany: `A product has at most ${MAX_VARIANTS} packs`,
  imageOwn: CATALOG_MESSAGES.imageOwn,
  optionsTaken: 'Another pack already has these option values',
  imageOfProduct: "Choose one of the product's own pictures",
  stockReason: 'Please give a reason for the new stock count',
} as const;

const text = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ message }).min(1, message).max(max, message));

/** A product's options ("Pack size": 100 g, 250 g …), names and values unique, in display order. */
export const productOptionsSchema = z
  .array(
    z.object({
      name: text(40, VARIANT_MESSAGES.options),
      values: z.array(text(LIMITS.size, VARIANT_MESSAGES.options)).min(1).max(MAX_OPTION_VALUES),
    }),
    { message: VARIANT_MESSAGES.options },
  )
  .max(MAX_OPTIONS, VARIANT_MESSAGES.options)
  .refine(
    (list) =>
      new Set(list.map((o) => o.name.toLowerCase())).size === list.length &&
      list.every((o) => new Set(o.values.map((v) => v.toLowerCase())).size === o.values.length),
    VARIANT_MESSAGES.options,
  );
export type ProductOptionsInput = z.output<typeof productOptionsSchema>;

/**
 * A product edit that may also set its options (admin-schemas cannot name productOptionsSchema
 * without an import cycle, so the product PATCH reads this one).
 */
export const productEditSchema = productUpdateSchema.safeExtend({ options: productOptionsSchema.optional() });
export type ProductEditInput = z.output<typeof productEditSchema>;

const variantFields = {
  label: text(LIMITS.size, VARIANT_MESSAGES.label),
  sku: skuField,
  /** option name → value; each must be one of the product's option values (checked where the product is known) */
  options: z.record(z.string(), z.string()),
  price: moneyField,
  mrp: moneyField,
  stock: stockField,
  /** net contents in grams, for the unit price */
  weightGrams: weightField,
  /** the packed parcel's weight on the label; null = the product's */
  shippingWeightGrams: weightField,
  imageUrl: z
    .string()
    .regex(/^\/api\/images\/\d+$/, VARIANT_MESSAGES.imageOwn)
    .nullable(),
  position: z.number().int().min(0).max(1000),
  /** why the stock changed, when `stock` is sent */
  stockReason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, CATALOG_MESSAGES.reason).max(LIMITS.reason),
  ),
  /** the label in Hindi ("250 ग्राम"); blank = the shop shows the English label */
  translations: hindiFields({ label: { label: 'label', max: LIMITS.size } }),
};

const priceWithinMrp = (v: { price?: number; mrp?: number }, ctx: z.RefinementCtx) => {
  if (v.price !== undefined && v.mrp !== undefined && v.price > v.mrp)
    ctx.addIssue({ code: 'custom', path: ['price'], message: CATALOG_MESSAGES.priceOverMrp });
};

export const variantCreateSchema = z
  .object({
    ...variantFields,
    options: variantFields.options.default({}),
    stock: variantFields.stock.default(0),
    weightGrams: variantFields.weightGrams.optional(),
    shippingWeightGrams: variantFields.shippingWeightGrams.optional(),
    imageUrl: variantFields.imageUrl.optional(),
    position: variantFields.position.optional(),
    stockReason: variantFields.stockReason.optional(),
    translations: variantFields.translations.optional(),
  })
  .superRefine(priceWithinMrp);
export type VariantCreateInput = z.output<typeof variantCreateSchema>;

export const variantUpdateSchema = z.object(variantFields).partial().superRefine(priceWithinMrp);
export type VariantUpdateInput = z.output<typeof variantUpdateSchema>;

/** Whether a pack's option values are all among the product's options (and name each option once). */
export function optionsFit(options: Record<string, string>, productOptions: ProductOptionsInput): boolean {
  const names = Object.keys(options);
  if (names.length !== productOptions.length) return names.length === 0 && productOptions.length === 0;
  return productOptions.every((o) => o.values.includes(options[o.name] ?? ''));
}
