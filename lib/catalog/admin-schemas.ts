/**
 * What the back office may send for catalogue records, shared by the /admin forms and the API.
 * Money arrives in rupees (≤ 2 decimals) and leaves here in paise. Role, seller and ids are never
 * read from a payload: unknown keys are dropped, and the seller comes from the caller's account
 * (an admin names it with `sellerSlug` when creating).
 */
import { z } from 'zod';
import { isWholePaise, rupeesToPaise } from '../money';
import { pagingQuery, queryFlag, searchText } from '../validation/paging';
import { hindiFields } from '../content/translation-schemas';
import { HTML_MAX, htmlField, RECORD_MESSAGES, SLUG_MAX, slugField, TITLE_MAX, titleField } from '../validation/slug';

export const LIMITS = {
  title: TITLE_MAX,
  slug: SLUG_MAX,
  size: 50,
  tag: 40,
  tags: 20,
  html: HTML_MAX,
  tabTitle: 80,
  tabs: 12,
  reason: 200,
  url: 500,
  images: 12,
  alt: 160,
  seoTitle: 70,
  seoDescription: 160,
} as const;
const WEIGHT_MAX_GRAMS = 100_000;
/** The address every uploaded picture gets (lib/media/images.ts `storedImageUrl`). */
const OWN_IMAGE_URL = /^\/api\/images\/\d+$/;
export const MONEY_MAX_RUPEES = 10_000_000;
export const STOCK_MAX = 1_000_000;

export const CATALOG_MESSAGES = {
  ...RECORD_MESSAGES,
  slugTaken: 'This slug is already used',
  category: 'Please choose a category',
  categoryUnknown: 'No such category',
  seller: 'Please choose a seller',
  sellerUnknown: 'No such seller',
  money: 'Enter an amount in rupees greater than 0, with at most 2 decimals',
  priceOverMrp: 'Price cannot be more than the MRP',
  severalPacks: 'This product has several packs: set their prices and stock in its pack grid',
  packNotFound: 'Pack not found',
  sku: 'SKU is 1-64 letters, digits, dots, dashes or underscores',
  skuTaken: 'Another pack already has this SKU',
  stock: `Stock must be a whole number from 0 to ${STOCK_MAX}`,
  gst: 'GST rate must be one of 0, 0.25, 3, 5, 12, 18 or 28 percent',
  hsn: 'HSN code is 4, 6 or 8 digits',
  hs: 'HS code is 6 to 10 digits',
  url: 'Enter a full https:// link',
  reason: 'Please give a reason',
  delta: 'Enter a whole number other than 0',
  images: `A product has at most ${LIMITS.images} images`,
  imageOwn: 'Upload each picture here; links to other sites are not accepted',
  alt: `Alt text is at most ${LIMITS.alt} characters`,
  seoTitle: `SEO title is at most ${LIMITS.seoTitle} characters`,
  seoDescription: `SEO description is at most ${LIMITS.seoDescription} characters`,
  weight: `Parcel weight is a whole number of grams from 1 to ${WEIGHT_MAX_GRAMS}`,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v));

/** Rupees (number or numeric string), > 0, ≤ 2 decimals → paise. */
export const moneyField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ message: CATALOG_MESSAGES.money })
    .positive(CATALOG_MESSAGES.money)
    .max(MONEY_MAX_RUPEES, CATALOG_MESSAGES.money)
    .refine(isWholePaise, CATALOG_MESSAGES.money)
    .transform(rupeesToPaise),
);

export const stockField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ message: CATALOG_MESSAGES.stock })
    .int(CATALOG_MESSAGES.stock)
    .min(0, CATALOG_MESSAGES.stock)
    .max(STOCK_MAX, CATALOG_MESSAGES.stock),
);

export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;
/** Percent in JSON, basis points in the database (5 % = 500). */
export const gstRateField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ message: CATALOG_MESSAGES.gst })
    .refine((n) => (GST_RATES as readonly number[]).includes(n), CATALOG_MESSAGES.gst)
    .transform((n) => Math.round(n * 100)),
);

export const httpsUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .max(LIMITS.url, CATALOG_MESSAGES.url)
    .url(CATALOG_MESSAGES.url)
    .refine((u) => u.startsWith('https://'), CATALOG_MESSAGES.url)
    .nullable(),
);

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().max(max, message).nullable());

const tagsField = z
  .array(z.preprocess(trimmed, z.string().min(1).max(LIMITS.tag, `A tag is at most ${LIMITS.tag} characters`)), {
    message: 'Tags are a list of words',
  })
  .max(LIMITS.tags, `At most ${LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]);

const metadataTab = z.object({
  type: z.preprocess(
    trimmed,
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Z_]+$/, 'Tab type is upper-case letters'),
  ),
  title: z.preprocess(trimmed, z.string().min(1, 'Tab title is required').max(LIMITS.tabTitle)),
  content: htmlField,
  /** the tab's Hindi title and text; left out, an edit keeps the Hindi of the tab of the same type */
  translations: hindiFields({
    title: { label: 'tab title', max: LIMITS.tabTitle },
    content: { label: 'tab text', max: LIMITS.html },
  }).optional(),
});

/**
 * The product's Hindi (design §15): its own words, the description tab's text, the one pack's
 * label (`size`, like the English field, only for a product with one pack) and its one option's name.
 */
export const productHindiFields = hindiFields({
  title: { label: 'title', max: LIMITS.title },
  seoTitle: { label: 'SEO title', max: LIMITS.seoTitle },
  seoDescription: { label: 'SEO description', max: LIMITS.seoDescription },
  description: { label: 'description', max: LIMITS.html },
  size: { label: 'size', max: LIMITS.size },
  /** the name of its one option beside the pack picker ("Grind"); the usual "Pack size" is the shop's own word */
  optionName: { label: 'option name', max: 40 },
});
export type ProductHindiWords = 'title' | 'seoTitle' | 'seoDescription' | 'description' | 'size' | 'optionName';

const productImage = z.object({
  imageUrl: z.preprocess(
    trimmed,
    z
      .string({ message: CATALOG_MESSAGES.imageOwn })
      .min(1, CATALOG_MESSAGES.imageOwn)
      .max(LIMITS.url, CATALOG_MESSAGES.imageOwn),
  ),
  alt: optionalText(LIMITS.alt, CATALOG_MESSAGES.alt).optional(),
});

/** The product's pictures in order, the main one first; a new one must be an upload of ours. */
const imagesField = z
  .array(productImage, { message: CATALOG_MESSAGES.images })
  .max(LIMITS.images, CATALOG_MESSAGES.images);

export const weightField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
  z
    .number({ message: CATALOG_MESSAGES.weight })
    .int(CATALOG_MESSAGES.weight)
    .min(1, CATALOG_MESSAGES.weight)
    .max(WEIGHT_MAX_GRAMS, CATALOG_MESSAGES.weight)
    .nullable(),
);

/** A pack's stock-keeping unit: letters, digits, dot, dash and underscore (CSV- and URL-safe), unique in the shop. */
export const skuField = z.preprocess(
  trimmed,
  z.string({ message: CATALOG_MESSAGES.sku }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, CATALOG_MESSAGES.sku),
);

const productFields = {
  title: titleField,
  slug: slugField,
  categorySlug: z.preprocess(
    trimmed,
    z.string({ message: CATALOG_MESSAGES.category }).min(1, CATALOG_MESSAGES.category).max(LIMITS.slug),
  ),
  price: moneyField,
  mrp: moneyField,
  stock: stockField,
  size: optionalText(LIMITS.size, `Size is at most ${LIMITS.size} characters`),
  hsnCode: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, CATALOG_MESSAGES.hsn)
      .nullable(),
  ),
  hsCode: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{6,10}$/, CATALOG_MESSAGES.hs)
      .nullable(),
  ),
  gstRate: gstRateField,
  description: htmlField,
  metadata: z.array(metadataTab).max(LIMITS.tabs, `At most ${LIMITS.tabs} tabs`),
  tags: tagsField,
  videoUrl: httpsUrl,
  isActive: z.boolean({ message: 'Active is true or false' }),
  seoTitle: optionalText(LIMITS.seoTitle, CATALOG_MESSAGES.seoTitle),
  seoDescription: optionalText(LIMITS.seoDescription, CATALOG_MESSAGES.seoDescription),
  weightGrams: weightField,
  images: imagesField,
  translations: productHindiFields,
  /** Why the stock count changed, when `stock` is sent. */
  stockReason: z.preprocess(trimmed, z.string().min(1, CATALOG_MESSAGES.reason).max(LIMITS.reason)),
};

const priceWithinMrp = (v: { price?: number; mrp?: number }, ctx: z.RefinementCtx) => {
  if (v.price !== undefined && v.mrp !== undefined && v.price > v.mrp) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: CATALOG_MESSAGES.priceOverMrp });
  }
};

export const productCreateSchema = z
  .object({
    ...productFields,
    slug: productFields.slug.optional(),
    stock: productFields.stock.default(0),
    size: productFields.size.optional(),
    hsnCode: productFields.hsnCode.optional(),
    hsCode: productFields.hsCode.optional(),
    gstRate: productFields.gstRate.default(0),
    description: productFields.description.default(''),
    metadata: productFields.metadata.default([]),
    tags: productFields.tags.default([]),
    videoUrl: productFields.videoUrl.optional(),
    isActive: productFields.isActive.default(true),
    seoTitle: productFields.seoTitle.optional(),
    seoDescription: productFields.seoDescription.optional(),
    weightGrams: productFields.weightGrams.optional(),
    translations: productFields.translations.optional(),
    /** the first pack's SKU; the product's slug when left out */
    sku: skuField.optional(),
    /** the first pack's net weight, for its unit price */
    netWeightGrams: weightField.optional(),
    images: productFields.images
      .refine((list) => list.every((i) => OWN_IMAGE_URL.test(i.imageUrl)), CATALOG_MESSAGES.imageOwn)
      .default([]),
    stockReason: productFields.stockReason.optional(),
    /** admins only: which seller the product belongs to (members always get their own) */
    sellerSlug: z.preprocess(trimmed, z.string().max(LIMITS.slug)).optional(),
  })
  .superRefine(priceWithinMrp);

export const productUpdateSchema = z.object(productFields).partial().superRefine(priceWithinMrp);

export type ProductCreateInput = z.output<typeof productCreateSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

export const productListQuery = pagingQuery.extend({
  q: searchText,
  category: searchText,
  seller: searchText,
  active: queryFlag,
  lowStock: queryFlag,
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** Set the count, or move it by a delta; either way with a reason. */
export const stockChangeSchema = z
  .object({
    set: stockField.optional(),
    delta: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number({ message: CATALOG_MESSAGES.delta })
          .int(CATALOG_MESSAGES.delta)
          .min(-STOCK_MAX)
          .max(STOCK_MAX)
          .refine((n) => n !== 0, CATALOG_MESSAGES.delta),
      )
      .optional(),
    reason: productFields.stockReason,
    /** the pack whose stock moves; may be left out when the product has one pack */
    variantId: z.number({ message: 'Choose a pack' }).int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.set === undefined) === (v.delta === undefined))
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'Send either set or delta' });
  });
export type StockChangeInput = z.output<typeof stockChangeSchema>;

export const imageOrderSchema = z.object({
  /** every image id of the product, main first */
  imageIds: z.array(z.number().int().positive()).min(1, 'List the images in their new order').max(50),
});

export const categoryFields = {
  title: titleField,
  slug: slugField,
  parentSlug: z.preprocess(blankToNull, z.string().max(LIMITS.slug).nullable()),
  imageUrl: z.preprocess(blankToNull, z.string().max(LIMITS.url).nullable()),
  displayOrder: z.number().int().min(0).max(10_000),
  translations: hindiFields({ title: { label: 'title', max: LIMITS.title } }),
};
export const categoryCreateSchema = z.object({
  ...categoryFields,
  slug: categoryFields.slug.optional(),
  parentSlug: categoryFields.parentSlug.optional(),
  imageUrl: categoryFields.imageUrl.optional(),
  displayOrder: categoryFields.displayOrder.optional(),
  translations: categoryFields.translations.optional(),
});
export const categoryUpdateSchema = z.object(categoryFields).partial();
export type CategoryCreateInput = z.output<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;
