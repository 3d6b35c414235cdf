/**
 * One CSV row's cells read with the catalogue's own zod rules (admin-schemas for the product's
 * columns, variant-schemas for the pack's), every bad cell reported by row and column. A blank
 * product cell means "as before" (or the default, for a new product); see docs/catalog-csv.md.
 */
import { z } from 'zod';
import { productCreateSchema } from '../admin-schemas';
import { variantCreateSchema } from '../variant-schemas';
import { CSV_MESSAGES, OPTION_SLOTS, optionColumns, unguardText, type CsvColumn, type CsvRow } from './columns';

export type CsvError = { row: number; column: string; message: string };

export type ProductCells = {
  slug: string;
  title?: string;
  categorySlug?: string;
  sellerSlug?: string;
  /** null when blank: a product without an HSN code */
  hsnCode: string | null;
  /** basis points */
  gstRate?: number;
  isActive?: boolean;
  /** the option names of slots 1-3 ('' = no option in that slot) */
  optionNames: string[];
};

export type PackCells = {
  sku: string;
  label: string;
  pricePaise: number;
  mrpPaise: number;
  /** left out = unchanged (0 for a new pack) */
  stock?: number;
  weightGrams: number | null;
  position?: number;
  /** the option values of slots 1-3 ('' = none) */
  optionValues: string[];
};

export type ReadRow = { row: number; product: ProductCells; pack: PackCells; given: Set<CsvColumn> };

const product = productCreateSchema.shape;
const productCells = z.object({
  slug: product.slug.unwrap(),
  title: product.title.optional(),
  categorySlug: product.categorySlug.optional(),
  sellerSlug: product.sellerSlug,
  hsnCode: product.hsnCode.unwrap(),
  gstRate: product.gstRate.unwrap().optional(),
  isActive: z.boolean({ message: CSV_MESSAGES.active }).optional(),
});
const PRODUCT_COLUMN: Record<string, CsvColumn> = {
  slug: 'product_slug',
  title: 'product_title',
  categorySlug: 'category_slug',
  sellerSlug: 'seller_slug',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  isActive: 'active',
};
const PACK_COLUMN: Record<string, CsvColumn> = {
  label: 'label',
  sku: 'sku',
  price: 'price',
  mrp: 'mrp',
  stock: 'stock',
  weightGrams: 'weight_grams',
  position: 'position',
};
const POSITION = /^\d{1,4}$/;
const POSITION_MESSAGE = 'Position is a whole number from 0 to 1000';

const flag = (v: string) => {
  const s = v.toLowerCase();
  return ['true', 'yes', '1'].includes(s) ? true : ['false', 'no', '0'].includes(s) ? false : v;
};

/** The row's values, or the errors of its bad cells (each named by row and column). */
export function readRow(cells: CsvRow, row: number): { ok: true; value: ReadRow } | { ok: false; errors: CsvError[] } {
  const errors: CsvError[] = [];
  const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v);
  const given = new Set((Object.keys(cells) as CsvColumn[]).filter((c) => cells[c].trim() !== ''));
  const issues = (result: z.ZodSafeParseResult<unknown>, columns: Record<string, CsvColumn>) => {
    for (const issue of result.error?.issues ?? []) {
      const column = columns[String(issue.path[0])] ?? 'option1_value';
      if (!errors.some((e) => e.column === column)) errors.push({ row, column, message: issue.message });
    }
  };
  const p = productCells.safeParse({
    slug: cells.product_slug,
    title: blankToUndefined(unguardText(cells.product_title)),
    categorySlug: blankToUndefined(cells.category_slug),
    sellerSlug: blankToUndefined(cells.seller_slug),
    hsnCode: cells.hsn_code,
    gstRate: blankToUndefined(cells.gst_rate),
    isActive: given.has('active') ? flag(cells.active.trim()) : undefined,
  });
  issues(p, PRODUCT_COLUMN);
  const position = cells.position.trim();
  if (position !== '' && !(POSITION.test(position) && Number(position) <= 1000))
    errors.push({ row, column: 'position', message: POSITION_MESSAGE });
  const v = variantCreateSchema.safeParse({
    label: unguardText(cells.label),
    sku: cells.sku,
    price: cells.price,
    mrp: cells.mrp,
    ...(given.has('stock') ? { stock: cells.stock } : {}),
    weightGrams: cells.weight_grams,
  });
  issues(v, PACK_COLUMN);
  const optionNames: string[] = [];
  const optionValues: string[] = [];
  for (const n of OPTION_SLOTS) {
    const [nameCol, valueCol] = optionColumns(n);
    optionNames.push(unguardText(cells[nameCol].trim()));
    optionValues.push(unguardText(cells[valueCol].trim()));
  }
  if (errors.length || !p.success || !v.success) return { ok: false, errors };
  const pack: PackCells = {
    sku: v.data.sku,
    label: v.data.label,
    pricePaise: v.data.price,
    mrpPaise: v.data.mrp,
    stock: given.has('stock') ? v.data.stock : undefined,
    weightGrams: v.data.weightGrams ?? null,
    position: position === '' ? undefined : Number(position),
    optionValues,
  };
  return { ok: true, value: { row, product: { ...p.data, optionNames }, pack, given } };
}
