/**
 * What an import would do, worked out from the file's rows and the catalogue as it is (load.ts) without
 * writing anything: per product its new values and packs, whether each changed, and every error by row
 * and column. Products match by slug, packs by SKU; a pack left out of the file is kept as it is.
 */
import type { StaffScope } from '../../auth/staff';
import type { ProductOption } from '../../db/schema';
import { CATALOG_MESSAGES } from '../admin-schemas';
import { MAX_VARIANTS, VARIANT_MESSAGES, optionsFit, productOptionsSchema } from '../variant-schemas';
import type { CsvError, ReadRow } from './cells';
import { CSV_MESSAGES, OPTION_SLOTS, type CsvColumn } from './columns';
import type { Catalogue, PackRow, ProductRow } from './load';

export type PackValues = Pick<
  PackRow,
  'sku' | 'label' | 'pricePaise' | 'mrpPaise' | 'weightGrams' | 'position' | 'options'
>;
export type PackPlan = {
  row: number;
  existing: PackRow | null;
  values: PackValues;
  stock: number | null;
  changed: boolean;
};
export type ProductValues = Pick<
  ProductRow,
  'slug' | 'title' | 'categoryId' | 'sellerId' | 'hsnCode' | 'gstRateBp' | 'isActive' | 'options'
>;
export type ProductPlan = {
  existing: ProductRow | null;
  values: ProductValues;
  /** any product column changes (written) */
  changed: boolean;
  /** a column of its own changes, not only its options' values following its packs (counted) */
  ownChanged: boolean;
  packs: PackPlan[];
};
export type Plan = { products: ProductPlan[]; errors: CsvError[]; created: number; updated: number };

/** The product's columns as read on a row, to hold each row of a product to its first. */
const PRODUCT_CELL: [CsvColumn, (r: ReadRow) => unknown][] = [
  ['product_title', (r) => r.product.title],
  ['category_slug', (r) => r.product.categorySlug],
  ['seller_slug', (r) => r.product.sellerSlug],
  ['hsn_code', (r) => r.product.hsnCode],
  ['gst_rate', (r) => r.product.gstRate],
  ['active', (r) => r.product.isActive],
  ...OPTION_SLOTS.map((n): [CsvColumn, (r: ReadRow) => unknown] => [
    `option${n}_name`,
    (r) => r.product.optionNames[n - 1],
  ]),
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function planImport(rows: ReadRow[], cat: Catalogue, scope: StaffScope): Plan {
  const plan: Plan = { products: [], errors: [], created: 0, updated: 0 };
  const err = (row: number, column: CsvColumn, message: string) => plan.errors.push({ row, column, message });
  const groups = new Map<string, ReadRow[]>();
  const skuRow = new Set<string>();
  for (const r of rows) {
    if (skuRow.has(r.pack.sku)) err(r.row, 'sku', CSV_MESSAGES.duplicateSku);
    skuRow.add(r.pack.sku);
    const group = groups.get(r.product.slug);
    if (group) group.push(r);
    else groups.set(r.product.slug, [r]);
  }
  for (const [slug, group] of groups) {
    const before = plan.errors.length;
    const product = planProduct(slug, group, cat, scope, err);
    if (product && plan.errors.length === before) plan.products.push(product);
  }
  for (const p of plan.products)
    for (const pack of p.packs) {
      if (!pack.existing) plan.created++;
      else if (pack.changed || p.ownChanged || pack.stock !== null) plan.updated++;
    }
  return plan;
}

function planProduct(
  slug: string,
  group: ReadRow[],
  cat: Catalogue,
  scope: StaffScope,
  err: (row: number, column: CsvColumn, message: string) => void,
): ProductPlan | null {
  const [first] = group;
  const f = first.product;
  const existing = cat.products.get(slug) ?? null;
  const memberOf = scope.kind === 'seller' ? scope.sellerId : null;
  if (existing && memberOf !== null && existing.sellerId !== memberOf) {
    for (const r of group) err(r.row, 'product_slug', CSV_MESSAGES.otherSeller);
    return null;
  }
  for (const r of group.slice(1))
    for (const [column, value] of PRODUCT_CELL)
      if (r.given.has(column) && !same(value(r), value(first))) err(r.row, column, CSV_MESSAGES.differs);

  const namedSeller = f.sellerSlug === undefined ? undefined : cat.sellers.get(f.sellerSlug);
  let sellerId = existing?.sellerId ?? memberOf;
  if (f.sellerSlug !== undefined && memberOf !== null && namedSeller?.id !== memberOf)
    err(first.row, 'seller_slug', CSV_MESSAGES.otherSeller);
  else if (f.sellerSlug !== undefined && !namedSeller) err(first.row, 'seller_slug', CATALOG_MESSAGES.sellerUnknown);
  else if (existing && namedSeller && namedSeller.id !== existing.sellerId)
    err(first.row, 'seller_slug', CSV_MESSAGES.sellerFixed);
  else if (!existing && memberOf === null) {
    if (!namedSeller) err(first.row, 'seller_slug', CSV_MESSAGES.sellerNeeded);
    sellerId = namedSeller?.id ?? null;
  }
  const category = f.categorySlug === undefined ? undefined : cat.categories.get(f.categorySlug);
  if (f.categorySlug !== undefined && !category) err(first.row, 'category_slug', CATALOG_MESSAGES.categoryUnknown);
  if (!existing && f.title === undefined) err(first.row, 'product_title', CSV_MESSAGES.titleNeeded);
  if (!existing && f.categorySlug === undefined) err(first.row, 'category_slug', CSV_MESSAGES.categoryNeeded);

  const current = existing ? (cat.packsOf.get(existing.id) ?? []) : [];
  const inFile = new Set(group.map((r) => r.pack.sku));
  const untouched = current.filter((p) => !inFile.has(p.sku));
  const given = group.map((r) => r.pack.position ?? -1);
  let nextPosition = Math.max(-1, ...current.map((p) => p.position), ...given) + 1;
  const names = f.optionNames;
  const packs: PackPlan[] = [];
  for (const r of group) {
    const found = cat.packsBySku.get(r.pack.sku) ?? null;
    if (found && found.productId !== existing?.id) {
      err(r.row, 'sku', CATALOG_MESSAGES.skuTaken);
      continue;
    }
    const options: Record<string, string> = {};
    OPTION_SLOTS.forEach((n, i) => {
      const value = r.pack.optionValues[i];
      if (!names[i] && value) err(r.row, `option${n}_name`, CSV_MESSAGES.optionName);
      else if (names[i] && !value) err(r.row, `option${n}_value`, CSV_MESSAGES.optionValue);
      else if (names[i]) options[names[i]] = value;
    });
    const { stock, optionValues: _values, position, ...cells } = r.pack;
    const values = { ...cells, options, position: position ?? found?.position ?? nextPosition++ };
    const changed =
      !found ||
      (['label', 'pricePaise', 'mrpPaise', 'weightGrams', 'position'] as const).some((k) => values[k] !== found[k]) ||
      !sameOptions(values.options, found.options);
    const target = stock ?? (found ? null : 0);
    packs.push({
      row: r.row,
      existing: found,
      values,
      stock: target === found?.stockQuantity ? null : target,
      changed,
    });
  }

  const options = optionsOf(names.filter(Boolean), existing?.options ?? [], [
    ...packs.map((p) => p.values),
    ...untouched,
  ]);
  const checked = productOptionsSchema.safeParse(options);
  if (!checked.success) err(first.row, 'option1_name', checked.error.issues[0].message);
  else if (untouched.some((p) => !optionsFit(p.options, options)))
    err(first.row, 'option1_name', CSV_MESSAGES.untouchedOptions);
  if (options.length) {
    const seen = new Set(untouched.map((p) => JSON.stringify(options.map((o) => p.options[o.name]))));
    for (const p of packs) {
      const key = JSON.stringify(options.map((o) => p.values.options[o.name]));
      if (seen.has(key)) err(p.row, 'option1_value', CSV_MESSAGES.sameOptions);
      seen.add(key);
    }
  }
  if (packs.length + untouched.length > MAX_VARIANTS) err(group.at(-1)!.row, 'sku', VARIANT_MESSAGES.tooMany);
  if (sellerId === null) return null;

  const values: ProductValues = {
    slug,
    title: f.title ?? existing?.title ?? '',
    categoryId: category?.id ?? existing?.categoryId ?? 0,
    sellerId,
    hsnCode: f.hsnCode,
    gstRateBp: f.gstRate ?? existing?.gstRateBp ?? 0,
    isActive: f.isActive ?? existing?.isActive ?? true,
    options,
  };
  const ownChanged =
    !existing ||
    (['title', 'categoryId', 'hsnCode', 'gstRateBp', 'isActive'] as const).some((k) => values[k] !== existing[k]);
  const changed = ownChanged || !same(values.options, existing.options);
  return { existing, values, changed, ownChanged, packs };
}

/**
 * The product's options: the named ones, each keeping its current values in their order when the
 * names are unchanged (so an unchanged file changes nothing), then any new value in pack order.
 */
function optionsOf(names: string[], current: ProductOption[], packs: Pick<PackValues, 'options' | 'position'>[]) {
  const keep = current.length === names.length && current.every((o, i) => o.name === names[i]);
  const ordered = [...packs].sort((a, b) => a.position - b.position);
  return names.map((name, i): ProductOption => {
    const values = keep ? [...current[i].values] : [];
    for (const p of ordered) {
      const v = p.options[name];
      if (v && !values.includes(v)) values.push(v);
    }
    return { name, values };
  });
}
