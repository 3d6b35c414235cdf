/**
 * Product reads for the public API and the pages. Field names are the ones the storefront's API
 * clients already read (title, productPrice, sellingPrice …); prices leave here in rupees,
 * computed from integer paise.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { paiseToRupees, rupeesToPaise } from '../money';
import { defaultVariant, priceRange, unitPrice } from './variants';
import type { Translations } from '../db/schema';

const rupeeRange = (packs: VariantDto[]) => {
  const range = priceRange(packs.map((v) => ({ pricePaise: rupeesToPaise(v.sellingPrice) })));
  return { min: paiseToRupees(range.minPaise), max: paiseToRupees(range.maxPaise) };
};

/** `alt` is what the picture shows, written by the seller; null means "say the product's title". */
export type ProductImageDto = { imageUrl: string; displayOrder: number; alt: string | null };
export type ProductMetadataDto = {
  id: number;
  type: string;
  title: string;
  content: string;
  translations?: Translations<'title' | 'content'>;
};

/** One pack as the public API shows it (design §10), prices in rupees. */
export type VariantDto = {
  id: number;
  sku: string;
  label: string;
  options: Record<string, string>;
  sellingPrice: number;
  productPrice: number;
  stockQuantity: number;
  weightGrams: number | null;
  /** the sale price per 100 g (or per kg from 1 kg up); null when the pack has no net weight */
  unitPrice: { amount: number; per: '100 g' | 'kg' } | null;
  imageUrl: string | null;
  translations?: Translations<'label'>;
};

export type ProductDto = {
  id: number;
  slug: string;
  title: string;
  categoryName: string;
  categorySlug: string;
  parentCategory: { name: string; slug: string } | null;
  sellerName: string;
  sellerId: number;
  hsnCode: string | null;
  hsCode: string | null;
  size: string | null;
  productPrice: number;
  sellingPrice: number;
  rating: number;
  ratingCount: number;
  images: ProductImageDto[];
  videoResponse: { videoUrl: string } | null;
  metadata: ProductMetadataDto[];
  /** the default pack's stock (design §10): the first pack in stock, else the first */
  inventoryDetails: { stockQuantity: number };
  /** the packs in display order; the spec's price, size and stock fields above are the default pack's */
  variants: VariantDto[];
  priceRange: { min: number; max: number };
  /** the product's options in order ("Pack size": ["100 g", "250 g"]); [] for a plain product */
  options: { name: string; values: string[] }[];
  tags: string[];
  /** the seller's own search-engine title and description; null = built from the facts */
  seoTitle: string | null;
  seoDescription: string | null;
  /**
   * the Hindi beside the English (lib/i18n/content.ts applies it when a page renders); the category's
   * and its parent's Hindi names ride here too, so one swap names the product and its place in Hindi
   */
  translations?: Translations<ProductWords>;
  createdAt: string;
  updatedAt: string;
};

/** The product's words that have Hindi beside them. */
export type ProductWords =
  'title' | 'seoTitle' | 'seoDescription' | 'optionName' | 'categoryName' | 'parentCategoryName';

const parent = alias(t.categories, 'parent_category');

function baseQuery(db: DbOrTx) {
  return db
    .select({
      product: t.products,
      category: { title: t.categories.title, slug: t.categories.slug, translations: t.categories.translations },
      parent: { title: parent.title, slug: parent.slug, translations: parent.translations },
      sellerName: t.sellers.name,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(parent, eq(parent.id, t.categories.parentId))
    .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId));
}

/** The products' packs in display order, as the public API shows them. */
export async function variantsOf(db: DbOrTx, ids: number[]): Promise<Map<number, VariantDto[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(t.productVariants)
        .where(inArray(t.productVariants.productId, ids))
        .orderBy(asc(t.productVariants.position), asc(t.productVariants.id))
    : [];
  const byProduct = new Map<number, VariantDto[]>();
  for (const v of rows) {
    const unit = unitPrice(v);
    const list = byProduct.get(v.productId) ?? [];
    list.push({
      id: v.id,
      sku: v.sku,
      label: v.label,
      options: v.options,
      sellingPrice: paiseToRupees(v.pricePaise),
      productPrice: paiseToRupees(v.mrpPaise),
      stockQuantity: v.stockQuantity,
      weightGrams: v.weightGrams,
      unitPrice: unit && { amount: paiseToRupees(unit.amountPaise), per: unit.per },
      imageUrl: v.imageUrl,
      translations: v.translations,
    });
    byProduct.set(v.productId, list);
  }
  return byProduct;
}

/** The products' images and tabs (description and metadata), each in display order; read by the shop and the back office. */
export function imagesAndTabsOf(db: DbOrTx, ids: number[]) {
  return Promise.all([
    db
      .select()
      .from(t.productImages)
      .where(inArray(t.productImages.productId, ids))
      .orderBy(asc(t.productImages.displayOrder), asc(t.productImages.id)),
    db
      .select()
      .from(t.productMetadata)
      .where(inArray(t.productMetadata.productId, ids))
      .orderBy(asc(t.productMetadata.displayOrder), asc(t.productMetadata.id)),
  ]);
}

/** The product's own Hindi with its category's and parent category's Hindi names beside it. */
function productWords(
  own: Translations<'title' | 'seoTitle' | 'seoDescription' | 'optionName'>,
  category: Translations<'title'>,
  parentCategory: Translations<'title'> | null | undefined,
): Translations<ProductWords> {
  const hi: Partial<Record<ProductWords, string>> = { ...own.hi };
  if (category.hi?.title) hi.categoryName = category.hi.title;
  if (parentCategory?.hi?.title) hi.parentCategoryName = parentCategory.hi.title;
  return Object.keys(hi).length ? { hi } : {};
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function hydrate(db: DbOrTx, rows: BaseRow[]): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.id);
  const [[images, metadata], variants] = await Promise.all([imagesAndTabsOf(db, ids), variantsOf(db, ids)]);
  return rows.map(({ product: p, category, parent: pc, sellerName }) => {
    const packs = variants.get(p.id) ?? [];
    const pack = defaultVariant(packs);
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      categoryName: category.title,
      categorySlug: category.slug,
      parentCategory: pc?.slug ? { name: pc.title, slug: pc.slug } : null,
      sellerName,
      sellerId: p.sellerId,
      hsnCode: p.hsnCode,
      hsCode: p.hsCode,
      size: pack?.label ?? null,
      productPrice: pack?.productPrice ?? 0,
      sellingPrice: pack?.sellingPrice ?? 0,
      rating: Math.round(p.rating * 10) / 10,
      ratingCount: p.ratingCount,
      images: images
        .filter((i) => i.productId === p.id)
        .map((i) => ({ imageUrl: i.imageUrl, displayOrder: i.displayOrder, alt: i.alt })),
      videoResponse: p.videoUrl ? { videoUrl: p.videoUrl } : null,
      metadata: metadata
        .filter((m) => m.productId === p.id)
        .map((m) => ({ id: m.id, type: m.type, title: m.title, content: m.content, translations: m.translations })),
      inventoryDetails: { stockQuantity: pack?.stockQuantity ?? 0 },
      variants: packs,
      priceRange: rupeeRange(packs),
      options: p.options,
      tags: p.tags,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      translations: productWords(p.translations, category.translations, pc?.translations),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}

/** Every active product in the store's recommended order (category order, then popularity). */
export async function listProducts(db: DbOrTx = getDb()): Promise<ProductDto[]> {
  const rows = await baseQuery(db)
    .where(eq(t.products.isActive, true))
    .orderBy(
      asc(parent.displayOrder),
      asc(t.categories.displayOrder),
      desc(t.products.ratingCount),
      asc(t.products.id),
    );
  return hydrate(db, rows);
}

export async function getProductBySlug(slug: string, db: DbOrTx = getDb()): Promise<ProductDto | null> {
  const rows = await baseQuery(db).where(and(eq(t.products.slug, slug), eq(t.products.isActive, true)));
  return (await hydrate(db, rows))[0] ?? null;
}
