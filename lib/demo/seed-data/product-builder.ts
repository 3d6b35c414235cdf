import { z } from 'zod';
import { STANDARD_LABEL } from '../../catalog/variants';
import { rupeesToPaise } from '../../money';
import type { SeedMetadataType, SeedProduct } from './types';

/**
 * The demo catalogue is data (products-*.json), checked here when it loads: the few facts a product
 * row needs, prices in whole rupees (turned into paise here).
 */
const packInput = z.object({
  /** none for a single standard pack */
  size: z.string().nullable(),
  mrp: z.number().positive(),
  /** the MRP when undiscounted */
  price: z.number().positive(),
  stock: z.number().int().min(0),
});
const productInput = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.string().min(1),
  seller: z.string().min(1),
  /** 8-digit Indian tariff (HSN) code; the 6-digit HS code is its first six digits */
  hsn: z.string().regex(/^\d{8}$/),
  /** its packs in display order; the first is the one a listing shows */
  packs: z.array(packInput).min(1),
  /** how many artworks scripts/make-images.ts draws for it (2-4) */
  images: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** listed this many days before the seeding moment */
  days: z.number().int().min(0),
  tags: z.array(z.string()),
  description: z.string().min(1),
  ingredients: z.string().optional(),
  howToUse: z.string().optional(),
  storage: z.string().optional(),
  origin: z.string().optional(),
  nutrition: z.string().optional(),
});
type ProductInput = z.output<typeof productInput>;
type PackInput = z.output<typeof packInput>;

const EXTRA_TITLES: [keyof ProductInput, Exclude<SeedMetadataType, 'DESCRIPTION'>, string][] = [
  ['ingredients', 'INGREDIENTS', 'Ingredients'],
  ['howToUse', 'HOW_TO_USE', 'How to Use'],
  ['storage', 'STORAGE', 'Storage'],
  ['origin', 'ORIGIN', 'Origin'],
  ['nutrition', 'NUTRITION', 'Nutrition'],
];

/** Plain sentences become a paragraph; text that is already HTML is kept as written. */
const html = (text: string) => (text.trim().startsWith('<') ? text.trim() : `<p>${text.trim()}</p>`);

export function productImagePaths(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/images/products/${slug}-${i + 1}.webp`);
}

/**
 * The packed parcel's weight for the shipping label: the contents from the size ("250 g", "1 kg",
 * "25 tea bags" at 2 g a bag), plus a glass jar for honey or a pouch and box for the rest.
 * A size that names no weight ("5 pods", none) stays unknown and the label prints a dash.
 */
function packedGrams(size: string | null, category: string): number | null {
  const contents = contentGrams(size, true);
  if (contents === null) return null;
  const packaging = category.includes('honey') ? Math.max(150, contents * 0.6) : Math.max(30, contents * 0.12);
  return Math.round((contents + packaging) / 10) * 10;
}

/** The grams in a pack from its size ("250 g", "1 kg"; "25 tea bags" at 2 g a bag when `bags`). */
function contentGrams(size: string | null, bags = false): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(g|kg|tea bags)$/i.exec(size?.trim() ?? '');
  if (!m || (!bags && m[2].toLowerCase() === 'tea bags')) return null;
  return Number(m[1]) * (m[2].toLowerCase() === 'kg' ? 1000 : m[2].toLowerCase() === 'tea bags' ? 2 : 1);
}

/** A SKU from the slug and the size: "darjeeling-first-flush" + "250 g" → "DARJEELING-FIRST-FLUSH-250G". */
function skuOf(slug: string, size: string | null): string {
  const tail = (size ?? '').replace(/[^a-z0-9]/gi, '').toUpperCase();
  return [slug.toUpperCase(), tail].filter(Boolean).join('-').slice(0, 64);
}

function packRow(slug: string, category: string, p: PackInput) {
  return {
    sku: skuOf(slug, p.size),
    label: p.size ?? STANDARD_LABEL,
    mrpPaise: rupeesToPaise(p.mrp),
    pricePaise: rupeesToPaise(p.price),
    stock: p.stock,
    netGrams: contentGrams(p.size),
    shippingWeightGrams: packedGrams(p.size, category),
  };
}

function product(p: ProductInput): SeedProduct {
  const metadata: SeedProduct['metadata'] = [
    { type: 'DESCRIPTION', title: 'Description', content: html(p.description) },
  ];
  for (const [key, type, title] of EXTRA_TITLES) {
    const value = p[key];
    if (typeof value === 'string' && value) metadata.push({ type, title, content: html(value) });
  }
  return {
    slug: p.slug,
    title: p.title,
    categorySlug: p.category,
    sellerSlug: p.seller,
    hsnCode: p.hsn,
    hsCode: p.hsn.slice(0, 6),
    weightGrams: packedGrams(p.packs[0].size, p.category),
    packs: p.packs.map((one) => packRow(p.slug, p.category, one)),
    images: productImagePaths(p.slug, p.images ?? 3),
    videoUrl: null,
    tags: p.tags,
    metadata,
    listedDaysAgo: p.days,
  };
}

/** A catalogue file's products, checked: a typo in the data fails the seed with the field that is wrong. */
export function productsFrom(json: unknown): SeedProduct[] {
  return z.array(productInput).parse(json).map(product);
}
