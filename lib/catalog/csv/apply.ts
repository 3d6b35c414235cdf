/**
 * Writes a checked plan (plan.ts) in the caller's transaction, in batches: new products and new packs
 * in multi-row inserts, changed ones in one UPDATE … FROM (VALUES …) per thousand rows, and so are
 * stock moves (setStocks in ../stock-moves.ts, each recorded with the reason 'CSV import'); each product touched gets one
 * audit entry. Returns the slugs whose pages must be revalidated after the commit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import * as t from '../../db/schema';
import { inBatches } from '../../db/rows';
import { recordAudits } from '../../audit/audit';
import { setStocks } from '../stock-moves';
import type { PackPlan, PackValues, Plan, ProductPlan, ProductValues } from './plan';

const CSV_STOCK_REASON = 'CSV import';
const BATCH = 1000;

/** One UPDATE for many rows: each row's values cast to their column types. */
function updateFrom(table: string, columns: [string, string][], rows: unknown[][]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v, i) => sql`${v}::${sql.raw(columns[i][1])}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = sql.raw(columns.map(([c]) => c).join(', '));
  const set = sql.raw(
    columns
      .slice(1)
      .map(([c]) => `${c} = x.${c}`)
      .join(', '),
  );
  return sql`UPDATE ${sql.raw(table)} AS target SET ${set}, updated_at = now()
    FROM (VALUES ${values}) AS x(${names}) WHERE target.id = x.id`;
}

const PRODUCT_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['title', 'text'],
  ['category_id', 'int'],
  ['hsn_code', 'text'],
  ['gst_rate_bp', 'int'],
  ['is_active', 'boolean'],
  ['options', 'jsonb'],
];
const PACK_COLUMNS: [string, string][] = [
  ['id', 'int'],
  ['label', 'text'],
  ['price_paise', 'int'],
  ['mrp_paise', 'int'],
  ['weight_grams', 'int'],
  ['position', 'int'],
  ['options', 'jsonb'],
];

const touched = (p: ProductPlan) => p.changed || p.packs.some((v) => v.changed || v.stock !== null);

/** Updates the rows in batches, one UPDATE a batch. */
async function updateAll(tx: Tx, table: string, columns: [string, string][], rows: unknown[][]) {
  for (const batch of inBatches(rows, BATCH)) await tx.execute(updateFrom(table, columns, batch));
}

/** What the audit entry shows of a product and its packs in the file (money in rupees, as in the file). */
const snapshot = (p: Omit<ProductValues, 'sellerId'>, packs: (PackValues & { stock: number })[]) => ({
  title: p.title,
  categoryId: p.categoryId,
  hsnCode: p.hsnCode,
  gstRate: p.gstRateBp / 100,
  isActive: p.isActive,
  options: p.options,
  packs: packs.map((v) => ({
    sku: v.sku,
    label: v.label,
    options: v.options,
    price: v.pricePaise / 100,
    mrp: v.mrpPaise / 100,
    stock: v.stock,
    weightGrams: v.weightGrams,
    position: v.position,
  })),
});

export async function applyPlan(tx: Tx, actor: Actor, plan: Plan): Promise<string[]> {
  const products = plan.products.filter(touched);
  const ids = new Map<string, number>();
  for (const p of products) if (p.existing) ids.set(p.values.slug, p.existing.id);
  for (const batch of inBatches(
    products.filter((p) => !p.existing),
    BATCH,
  )) {
    const created = await tx
      .insert(t.products)
      .values(batch.map((p) => p.values))
      .returning({ id: t.products.id, slug: t.products.slug });
    for (const c of created) ids.set(c.slug, c.id);
  }
  await updateAll(
    tx,
    'products',
    PRODUCT_COLUMNS,
    products
      .filter((p) => p.existing)
      .map(({ existing, values: v }) => [
        existing!.id,
        v.title,
        v.categoryId,
        v.hsnCode,
        v.gstRateBp,
        v.isActive,
        JSON.stringify(v.options),
      ]),
  );

  const packs = products.flatMap((p) => p.packs.map((pack) => ({ pack, productId: ids.get(p.values.slug)! })));
  const stockOf = new Map<PackPlan, { id: number; productId: number; stockQuantity: number }>();
  for (const batch of inBatches(
    packs.filter(({ pack }) => !pack.existing),
    BATCH,
  )) {
    const created = await tx
      .insert(t.productVariants)
      .values(batch.map(({ pack, productId }) => ({ ...pack.values, productId, stockQuantity: 0 })))
      .returning({ id: t.productVariants.id, productId: t.productVariants.productId });
    created.forEach((c, i) => stockOf.set(batch[i].pack, { ...c, stockQuantity: 0 }));
  }
  await updateAll(
    tx,
    'product_variants',
    PACK_COLUMNS,
    packs
      .filter(({ pack }) => pack.existing && pack.changed)
      .map(({ pack: { existing, values: v } }) => [
        existing!.id,
        v.label,
        v.pricePaise,
        v.mrpPaise,
        v.weightGrams,
        v.position,
        JSON.stringify(v.options),
      ]),
  );
  const moves = packs.flatMap(({ pack }) =>
    pack.stock === null ? [] : [{ pack: pack.existing ?? stockOf.get(pack)!, quantity: pack.stock }],
  );
  await setStocks(tx, actor, moves, CSV_STOCK_REASON);
  const entries = products.map((p) => ({
    entityId: ids.get(p.values.slug)!,
    action: 'csv-import',
    before:
      p.existing &&
      snapshot(
        p.existing,
        p.packs.flatMap(({ existing: v }) => (v ? [{ ...v, stock: v.stockQuantity }] : [])),
      ),
    after: snapshot(
      p.values,
      p.packs.map((v) => ({ ...v.values, stock: v.stock ?? v.existing?.stockQuantity ?? 0 })),
    ),
  }));
  await recordAudits(tx, actor, 'product', entries);
  return products.map((p) => p.values.slug);
}
