/**
 * A product's packs in the back office (design §10): list, add, change, reorder and delete them.
 * Scoped like the product calls (admin-products.ts): a seller's member reaches only its own seller's
 * products, and anything else is "Product not found". Each write runs in one transaction with the
 * product's packs locked, records an audit entry, and after the commit marks the pages that show the
 * product's prices and stock as stale. The product's options are set with the product itself
 * (updateProduct `options`), which keeps every pack fitting them.
 */
import { and, eq } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { staffScopeOf } from '../auth/staff';
import { recordAudit } from '../audit/audit';
import { getDb, type Db, type DbOrTx, type Tx } from '../db/client';
import * as t from '../db/schema';
import { withHindi } from '../content/translations';
import { AppError } from '../errors';
import { CATALOG_MESSAGES } from './admin-schemas';
import { PRODUCT_NOT_FOUND, lockedPacks, productWrite, scopedProduct, setStock } from './admin-products';
import { variantsOf, type VariantDto } from './products';
import {
  MAX_VARIANTS,
  VARIANT_MESSAGES,
  optionsFit,
  type VariantCreateInput,
  type VariantUpdateInput,
} from './variant-schemas';
import { uniqueViolation } from '../db/unique-violation';

type Pack = typeof t.productVariants.$inferSelect;
type Product = typeof t.products.$inferSelect;

const notFound = () => new AppError('not_found', PRODUCT_NOT_FOUND);
const packNotFound = () => new AppError('not_found', CATALOG_MESSAGES.packNotFound);
const invalid = (field: string, message: string) => new AppError('invalid', message, { errors: { [field]: message } });

async function packsOf(db: DbOrTx, productId: number): Promise<VariantDto[]> {
  return (await variantsOf(db, [productId])).get(productId) ?? [];
}

/** The product's packs in display order, as the shop shows them. */
export async function listVariants(actor: Actor, id: string | number, db: DbOrTx = getDb()): Promise<VariantDto[]> {
  const productId = idFrom(id, notFound);
  await scopedProduct(db, staffScopeOf(actor), productId);
  return packsOf(db, productId);
}

/** A SKU taken between the check and the insert still ends as the field's error. */
function skuRace(error: unknown): never {
  if (uniqueViolation(error) === 'product_variants_sku_unique') throw invalid('sku', CATALOG_MESSAGES.skuTaken);
  throw error;
}

/**
 * One pack write: the product in scope and its packs locked, the change, an audit entry with the
 * pack before and after, and once committed the product's pages marked stale.
 */
async function packWrite<R>(
  actor: Actor,
  id: string | number,
  action: string,
  db: Db,
  change: (tx: Tx, product: Product, packs: Pack[]) => Promise<{ result: R; before: Pack | null; packId: number }>,
): Promise<R> {
  return productWrite(actor, id, db, async (tx, product) => {
    const productId = product.id;
    const { result, before, packId } = await change(tx, product, await lockedPacks(tx, productId));
    const [after] = await tx.select().from(t.productVariants).where(eq(t.productVariants.id, packId));
    await recordAudit(tx, actor, 'product', productId, action, before, after ?? null);
    await tx.update(t.products).set({ updatedAt: new Date() }).where(eq(t.products.id, productId));
    return result;
  }).catch(skuRace);
}

async function assertSkuFree(tx: Tx, sku: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: t.productVariants.id })
    .from(t.productVariants)
    .where(eq(t.productVariants.sku, sku))
    .limit(1);
  if (row && row.id !== exceptId) throw invalid('sku', CATALOG_MESSAGES.skuTaken);
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** A pack names one value of each of the product's options, and no other pack names the same ones. */
function assertOptions(product: Product, packs: Pack[], options: Record<string, string>, exceptId?: number) {
  if (!optionsFit(options, product.options)) throw invalid('options', VARIANT_MESSAGES.optionValue);
  if (product.options.length && packs.some((p) => p.id !== exceptId && sameOptions(p.options, options)))
    throw invalid('options', VARIANT_MESSAGES.optionsTaken);
}

/** A pack's picture is one of its product's: never another seller's upload. */
async function assertProductImage(tx: Tx, productId: number, url: string | null | undefined) {
  if (!url) return;
  const [row] = await tx
    .select({ id: t.productImages.id })
    .from(t.productImages)
    .where(and(eq(t.productImages.productId, productId), eq(t.productImages.imageUrl, url)))
    .limit(1);
  if (!row) throw invalid('imageUrl', VARIANT_MESSAGES.imageOfProduct);
}

/** Puts the pack at `position` (0 is first, past the end is last) and numbers all packs 0, 1, 2 … in that order. */
async function placeAt(tx: Tx, packs: Pack[], packId: number, position: number) {
  const others = packs.filter((p) => p.id !== packId);
  const moved = packs.find((p) => p.id === packId)!;
  const order = [...others.slice(0, position), moved, ...others.slice(position)];
  for (const [i, pack] of order.entries()) {
    if (pack.position === i) continue;
    await tx.update(t.productVariants).set({ position: i }).where(eq(t.productVariants.id, pack.id));
  }
}

const dto = async (db: DbOrTx, productId: number, packId: number) =>
  (await packsOf(db, productId)).find((v) => v.id === packId)!;

export async function createVariant(
  actor: Actor,
  id: string | number,
  input: VariantCreateInput,
  db = getDb(),
): Promise<VariantDto> {
  return packWrite(actor, id, 'variant-create', db, async (tx, product, packs) => {
    if (packs.length >= MAX_VARIANTS) throw new AppError('conflict', VARIANT_MESSAGES.tooMany);
    assertOptions(product, packs, input.options);
    await assertSkuFree(tx, input.sku);
    await assertProductImage(tx, product.id, input.imageUrl);
    const [pack] = await tx
      .insert(t.productVariants)
      .values({
        productId: product.id,
        sku: input.sku,
        label: input.label,
        options: input.options,
        mrpPaise: input.mrp,
        pricePaise: input.price,
        weightGrams: input.weightGrams ?? null,
        shippingWeightGrams: input.shippingWeightGrams ?? null,
        imageUrl: input.imageUrl ?? null,
        position: packs.length,
        translations: withHindi(undefined, input.translations?.hi),
      })
      .returning();
    await placeAt(tx, [...packs, pack], pack.id, input.position ?? packs.length);
    if (input.stock > 0) await setStock(tx, actor, pack, input.stock, input.stockReason ?? 'Opening stock');
    return { result: await dto(tx, product.id, pack.id), before: null, packId: pack.id };
  });
}

/** Changes any of a pack's fields; a new stock count is recorded with its reason. */
export async function updateVariant(
  actor: Actor,
  id: string | number,
  variantId: string | number,
  input: VariantUpdateInput,
  db = getDb(),
): Promise<VariantDto> {
  const wanted = idFrom(variantId, packNotFound);
  return packWrite(actor, id, 'variant-update', db, async (tx, product, packs) => {
    const pack = packs.find((p) => p.id === wanted);
    if (!pack) throw packNotFound();
    const price = input.price ?? pack.pricePaise;
    const mrp = input.mrp ?? pack.mrpPaise;
    if (price > mrp) throw invalid('price', CATALOG_MESSAGES.priceOverMrp);
    if (input.sku !== undefined && input.sku !== pack.sku) await assertSkuFree(tx, input.sku, pack.id);
    if (input.options !== undefined) assertOptions(product, packs, input.options, pack.id);
    await assertProductImage(tx, product.id, input.imageUrl);
    const stockMoves = input.stock !== undefined && input.stock !== pack.stockQuantity;
    if (stockMoves && !input.stockReason) throw invalid('stockReason', VARIANT_MESSAGES.stockReason);
    await tx
      .update(t.productVariants)
      .set({
        pricePaise: price,
        mrpPaise: mrp,
        label: input.label,
        sku: input.sku,
        options: input.options,
        weightGrams: input.weightGrams,
        shippingWeightGrams: input.shippingWeightGrams,
        imageUrl: input.imageUrl,
        translations: input.translations && withHindi(pack.translations, input.translations.hi),
        updatedAt: new Date(),
      })
      .where(eq(t.productVariants.id, pack.id));
    if (stockMoves) await setStock(tx, actor, pack, input.stock!, input.stockReason!);
    if (input.position !== undefined) await placeAt(tx, packs, pack.id, input.position);
    return { result: await dto(tx, product.id, pack.id), before: pack, packId: pack.id };
  });
}

/** Deletes a pack (its cart lines go with it; order lines keep their label). A product keeps at least one. */
export async function deleteVariant(
  actor: Actor,
  id: string | number,
  variantId: string | number,
  db = getDb(),
): Promise<{ id: number }> {
  const wanted = idFrom(variantId, packNotFound);
  return packWrite(actor, id, 'variant-delete', db, async (tx, _product, packs) => {
    const pack = packs.find((p) => p.id === wanted);
    if (!pack) throw packNotFound();
    if (packs.length === 1) throw new AppError('conflict', VARIANT_MESSAGES.lastVariant);
    await tx.delete(t.productVariants).where(eq(t.productVariants.id, pack.id));
    const rest = packs.filter((p) => p.id !== pack.id);
    if (rest.length) await placeAt(tx, rest, rest[0].id, 0);
    return { result: { id: pack.id }, before: pack, packId: pack.id };
  });
}
