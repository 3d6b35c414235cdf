/**
 * Product reads for the public API and the pages. Field names are the ones the storefront's API
 * clients already read (title, productPrice, sellingPrice …); prices leave here in rupees,
 * computed from integer paise.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { paiseToRupees } from '../money';

/** `alt` is what the picture shows, written by the seller; null means "say the product's title". */
export type ProductImageDto = { imageUrl: string; displayOrder: number; alt: string | null };
export type ProductMetadataDto = { id: number; type: string; title: string; content: string };

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
  inventoryDetails: { stockQuantity: number };
  tags: string[];
  /** the seller's own search-engine title and description; null = built from the facts */
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
};

const parent = alias(t.categories, 'parent_category');

function baseQuery(db: DbOrTx) {
  return db
    .select({
      product: t.products,
      category: { title: t.categories.title, slug: t.categories.slug },
      parent: { title: parent.title, slug: parent.slug },
      sellerName: t.sellers.name,
      stock: t.inventory.stockQuantity,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(parent, eq(parent.id, t.categories.parentId))
    .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId))
    .leftJoin(t.inventory, eq(t.inventory.productId, t.products.id));
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

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function hydrate(db: DbOrTx, rows: BaseRow[]): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const [images, metadata] = await imagesAndTabsOf(
    db,
    rows.map((r) => r.product.id),
  );
  return rows.map(({ product: p, category, parent: pc, sellerName, stock }) => ({
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
    size: p.size,
    productPrice: paiseToRupees(p.mrpPaise),
    sellingPrice: paiseToRupees(p.pricePaise),
    rating: Math.round(p.rating * 10) / 10,
    ratingCount: p.ratingCount,
    images: images
      .filter((i) => i.productId === p.id)
      .map((i) => ({ imageUrl: i.imageUrl, displayOrder: i.displayOrder, alt: i.alt })),
    videoResponse: p.videoUrl ? { videoUrl: p.videoUrl } : null,
    metadata: metadata
      .filter((m) => m.productId === p.id)
      .map((m) => ({ id: m.id, type: m.type, title: m.title, content: m.content })),
    inventoryDetails: { stockQuantity: stock ?? 0 },
    tags: p.tags,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
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
