import type { SeedMetadataType, SeedProduct } from './types';

/** The few facts a product row needs; prices in whole rupees, turned into paise here. */
export type ProductInput = {
  slug: string;
  title: string;
  category: string;
  seller: string;
  /** 8-digit Indian tariff (HSN) code; the 6-digit HS code is its first six digits */
  hsn: string;
  size: string | null;
  mrp: number;
  /** selling price in rupees; omitted = no discount */
  price?: number;
  rating: number;
  reviews: number;
  stock: number;
  /** how many artworks scripts/make-images.ts draws for it (2-4) */
  images?: 2 | 3 | 4;
  days: number;
  tags: string[];
  description: string;
  ingredients?: string;
  howToUse?: string;
  storage?: string;
  origin?: string;
  nutrition?: string;
};

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
  const m = /^(\d+(?:\.\d+)?)\s*(g|kg|tea bags)$/i.exec(size?.trim() ?? '');
  if (!m) return null;
  const contents = Number(m[1]) * (m[2].toLowerCase() === 'kg' ? 1000 : m[2].toLowerCase() === 'tea bags' ? 2 : 1);
  const packaging = category.includes('honey') ? Math.max(150, contents * 0.6) : Math.max(30, contents * 0.12);
  return Math.round((contents + packaging) / 10) * 10;
}

export function product(p: ProductInput): SeedProduct {
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
    size: p.size,
    weightGrams: packedGrams(p.size, p.category),
    mrpPaise: Math.round(p.mrp * 100),
    pricePaise: Math.round((p.price ?? p.mrp) * 100),
    rating: p.rating,
    ratingCount: p.reviews,
    stock: p.stock,
    images: productImagePaths(p.slug, p.images ?? 3),
    videoUrl: null,
    tags: p.tags,
    metadata,
    listedDaysAgo: p.days,
  };
}
