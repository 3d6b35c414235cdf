/**
 * The catalogue as CSV (docs/catalog-csv.md): one row per pack, in the caller's scope (a seller's
 * member gets its own seller's products, an admin every seller's), by product then pack position.
 */
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { scopedSellerId, staffScopeOf } from '../../auth/staff';
import { getDb, type DbOrTx } from '../../db/client';
import * as t from '../../db/schema';
import { CSV_COLUMNS, OPTION_SLOTS, guardText, type CsvRow } from './columns';
import { writeCsv } from './parse';

const rupees = (paise: number) => (paise / 100).toFixed(2);

type PackRecord = {
  product: Pick<typeof t.products.$inferSelect, 'slug' | 'title' | 'hsnCode' | 'gstRateBp' | 'isActive' | 'options'>;
  categorySlug: string;
  sellerSlug: string;
  pack: Pick<
    typeof t.productVariants.$inferSelect,
    'sku' | 'label' | 'options' | 'pricePaise' | 'mrpPaise' | 'stockQuantity' | 'weightGrams' | 'position'
  >;
};

/** A pack's row of cells, the way the import reads it back. */
export function csvRowOf({ product, categorySlug, sellerSlug, pack }: PackRecord): CsvRow {
  const row: Partial<CsvRow> = {
    product_slug: product.slug,
    product_title: guardText(product.title),
    category_slug: categorySlug,
    seller_slug: sellerSlug,
    hsn_code: product.hsnCode ?? '',
    gst_rate: String(product.gstRateBp / 100),
    active: String(product.isActive),
    sku: pack.sku,
    label: guardText(pack.label),
    price: rupees(pack.pricePaise),
    mrp: rupees(pack.mrpPaise),
    stock: String(pack.stockQuantity),
    weight_grams: pack.weightGrams === null ? '' : String(pack.weightGrams),
    position: String(pack.position),
  };
  for (const n of OPTION_SLOTS) {
    const name = product.options[n - 1]?.name ?? '';
    row[`option${n}_name`] = guardText(name);
    row[`option${n}_value`] = guardText(name ? (pack.options[name] ?? '') : '');
  }
  return row as CsvRow;
}

export async function exportCatalogCsv(actor: Actor, db: DbOrTx = getDb()): Promise<string> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const rows = await db
    .select({
      product: t.products,
      categorySlug: t.categories.slug,
      sellerSlug: t.sellers.slug,
      pack: t.productVariants,
    })
    .from(t.productVariants)
    .innerJoin(t.products, eq(t.products.id, t.productVariants.productId))
    .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(sellerId === null ? undefined : eq(t.products.sellerId, sellerId))
    .orderBy(asc(t.products.id), asc(t.productVariants.position), asc(t.productVariants.id));
  const records = rows.map(csvRowOf).map((r) => CSV_COLUMNS.map((c) => r[c]));
  // The byte order mark tells Excel the file is UTF-8 (₹, Hindi titles); the import drops it.
  return '\uFEFF' + writeCsv([[...CSV_COLUMNS], ...records]);
}

/** The download's file name: the shop's catalogue and today's date. */
export const exportFileName = (now = new Date()) => `catalogue-${now.toISOString().slice(0, 10)}.csv`;
