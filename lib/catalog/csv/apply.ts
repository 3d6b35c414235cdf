/**
 * Writes a checked plan (plan.ts) in the caller's transaction, in batches: new products and new packs
 * in multi-row inserts, changed ones in one UPDATE … FROM (VALUES …) per thousand rows, and so are
 * stock moves (setStocks, each recorded with the reason 'CSV import'); each product touched gets one
 * audit entry. Returns the slugs whose pages must be revalidated after the commit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import * as t from '../../db/schema';
import type { PackPlan, PackValues, Plan, ProductPlan, ProductValues } from './plan';

const CSV_STOCK_REASON = 'CSV import';
const BATCH = 1000;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

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

type StockMove = { pack: { id: number; productId: number; stockQuantity: number }; quantity: number };

/**
 * What setStock (admin-products.ts) does, for many packs at once: each pack's new count and one
 * stock_adjustments row per pack with its delta, count after, actor and reason — in two statements per
 * thousand packs rather than two per pack (10,000 setStock calls took 16 s of a 25 s import on the
 * benchmark, bench/csv-import.mjs). The caller holds the packs' row locks.
 */
async function setStocks(tx: Tx, actor: Actor, moves: StockMove[], reason: string) {
  for (const batch of chunks(
    moves.filter((m) => m.quantity !== m.pack.stockQuantity),
    BATCH,
  )) {
    await tx.execute(
      updateFrom(
        'product_variants',
        [
          ['id', 'int'],
          ['stock_quantity', 'int'],
        ],
        batch.map((m) => [m.pack.id, m.quantity]),
      ),
    );
    await tx.insert(t.stockAdjustments).values(
      batch.map(({ pack, quantity }) => ({
        productId: pack.productId,
        variantId: pack.id,
        actorId: actor.id,
        delta: quantity - pack.stockQuantity,
        quantityAfter: quantity,
        reason,
      })),
    );
  }
}

/**
 * recordAudit (lib/audit/audit.ts) for many products: the same row per product (entity 'product',
 * action 'csv-import'), a few hundred per insert — one insert per product took 5 s for 4,000 products.
 */
async function recordAudits(tx: Tx, actor: Actor, entries: { productId: number; before: unknown; after: unknown }[]) {
  for (const batch of chunks(entries, BATCH / 2)) {
    await tx.insert(t.auditLog).values(
      batch.map((e) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        actorName: actor.name,
        actorRole: actor.role,
        entity: 'product',
        entityId: String(e.productId),
        action: 'csv-import',
        before: e.before,
        after: e.after,
      })),
    );
  }
}

const touched = (p: ProductPlan) => p.changed || p.packs.some((v) => v.changed || v.stock !== null);

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
  for (const batch of chunks(
    products.filter((p) => !p.existing),
    BATCH,
  )) {
    const created = await tx
      .insert(t.products)
      .values(batch.map((p) => p.values))
      .returning({ id: t.products.id, slug: t.products.slug });
    for (const c of created) ids.set(c.slug, c.id);
  }
  for (const batch of chunks(
    products.filter((p) => p.existing),
    BATCH,
  )) {
    const rows = batch.map(({ existing, values: v }) => [
      existing!.id,
      v.title,
      v.categoryId,
      v.hsnCode,
      v.gstRateBp,
      v.isActive,
      JSON.stringify(v.options),
    ]);
    await tx.execute(updateFrom('products', PRODUCT_COLUMNS, rows));
  }

  const packs = products.flatMap((p) => p.packs.map((pack) => ({ pack, productId: ids.get(p.values.slug)! })));
  const stockOf = new Map<PackPlan, { id: number; productId: number; stockQuantity: number }>();
  for (const batch of chunks(
    packs.filter(({ pack }) => !pack.existing),
    BATCH,
  )) {
    const created = await tx
      .insert(t.productVariants)
      .values(batch.map(({ pack, productId }) => ({ ...pack.values, productId, stockQuantity: 0 })))
      .returning({ id: t.productVariants.id, productId: t.productVariants.productId });
    created.forEach((c, i) => stockOf.set(batch[i].pack, { ...c, stockQuantity: 0 }));
  }
  for (const batch of chunks(
    packs.filter(({ pack }) => pack.existing && pack.changed),
    BATCH,
  )) {
    const rows = batch.map(({ pack: { existing, values: v } }) => [
      existing!.id,
      v.label,
      v.pricePaise,
      v.mrpPaise,
      v.weightGrams,
      v.position,
      JSON.stringify(v.options),
    ]);
    await tx.execute(updateFrom('product_variants', PACK_COLUMNS, rows));
  }
  const moves = packs.flatMap(({ pack }) =>
    pack.stock === null ? [] : [{ pack: pack.existing ?? stockOf.get(pack)!, quantity: pack.stock }],
  );
  await setStocks(tx, actor, moves, CSV_STOCK_REASON);
  const entries = products.map((p) => ({
    productId: ids.get(p.values.slug)!,
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
  await recordAudits(tx, actor, entries);
  return products.map((p) => p.values.slug);
}
