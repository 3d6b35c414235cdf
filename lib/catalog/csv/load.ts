/**
 * What an import compares the file with, read in a few queries whatever the file's size: the products
 * its slugs name, every pack of those products and every pack its SKUs name (of any product, so a SKU
 * taken elsewhere is found), and the (few) categories and sellers. Locked when the import applies.
 */
import { inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as t from '../../db/schema';

export type ProductRow = typeof t.products.$inferSelect;
export type PackRow = typeof t.productVariants.$inferSelect;

export type Catalogue = {
  products: Map<string, ProductRow>;
  packsBySku: Map<string, PackRow>;
  packsOf: Map<number, PackRow[]>;
  categories: Map<string, { id: number; slug: string }>;
  categorySlugOf: Map<number, string>;
  sellers: Map<string, { id: number; slug: string }>;
  sellerSlugOf: Map<number, string>;
};

export async function loadCatalogue(
  db: DbOrTx,
  names: { slugs: string[]; skus: string[] },
  lock: boolean,
): Promise<Catalogue> {
  const productQuery = db
    .select()
    .from(t.products)
    .where(inArray(t.products.slug, names.slugs.length ? names.slugs : ['']));
  const products = lock ? await productQuery.for('update') : await productQuery;
  const ids = products.map((p) => p.id);
  const packQuery = db
    .select()
    .from(t.productVariants)
    .where(
      or(
        inArray(t.productVariants.productId, ids.length ? ids : [0]),
        inArray(t.productVariants.sku, names.skus.length ? names.skus : ['']),
      ),
    )
    .orderBy(t.productVariants.position, t.productVariants.id);
  const [packs, categories, sellers] = await Promise.all([
    lock ? packQuery.for('update') : packQuery,
    db.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories),
    db.select({ id: t.sellers.id, slug: t.sellers.slug }).from(t.sellers),
  ]);
  const packsOf = new Map<number, PackRow[]>();
  for (const pack of packs) {
    const list = packsOf.get(pack.productId);
    if (list) list.push(pack);
    else packsOf.set(pack.productId, [pack]);
  }
  return {
    products: new Map(products.map((p) => [p.slug, p])),
    packsBySku: new Map(packs.map((v) => [v.sku, v])),
    packsOf,
    categories: new Map(categories.map((c) => [c.slug, c])),
    categorySlugOf: new Map(categories.map((c) => [c.id, c.slug])),
    sellers: new Map(sellers.map((s) => [s.slug, s])),
    sellerSlugOf: new Map(sellers.map((s) => [s.id, s.slug])),
  };
}
