/**
 * The back office's products: list, read, create, edit, stock and images. Every function takes
 * the caller and derives its scope (lib/auth/staff.ts): a seller's member reaches only that
 * seller's products, and anything else is "not found" — the same answer as a product that does
 * not exist. Each write records an audit entry in its own transaction, then marks the storefront
 * pages that showed the product as stale.
 */
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { sellerWhere, staffScopeOf, type StaffScope } from '../auth/staff';
import { recordAudit } from '../audit/audit';
import { revalidateProduct } from '../cache/revalidate';
import { getDb, type Db, type DbOrTx, type Tx } from '../db/client';
import { rowInScope } from '../db/rows';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { deleteImageAt, processImage, saveImage, storedImageIdOf } from '../media/images';
import { imagesAndTabsOf, variantsOf, type VariantDto } from './products';
import { setStocks } from './stock-moves';
import { STANDARD_LABEL, defaultVariant, totalStock } from './variants';
import { sanitizeHtml } from '../content/sanitize';
import { likePattern, pageOf, type Page } from '../validation/paging';
import { slugify } from '../validation/slug';
import type { Translations } from '../db/schema';
import { withHindi } from '../content/translations';
import { HINDI_TAB_TITLES } from './hindi-tab-titles';
import {
  CATALOG_MESSAGES,
  LIMITS,
  type ProductCreateInput,
  type ProductHindiWords,
  type ProductListQuery,
  type ProductUpdateInput,
  type StockChangeInput,
} from './admin-schemas';
import type { ProductEditInput, ProductOptionsInput } from './variant-schemas';
import { newestPage } from '../db/page-ids';
import { uniqueViolation } from '../db/unique-violation';

/** At or below this many units a pack counts as low on stock. */
export const LOW_STOCK_THRESHOLD = 10;
export const MAX_IMAGES_PER_PRODUCT = LIMITS.images;
export const PRODUCT_NOT_FOUND = 'Product not found';
const DESCRIPTION = 'DESCRIPTION';

const notFound = () => new AppError('not_found', PRODUCT_NOT_FOUND);
const invalid = (field: string, message: string) => new AppError('invalid', message, { errors: { [field]: message } });

export type AdminProductListItem = {
  id: number;
  slug: string;
  title: string;
  price: number;
  mrp: number;
  stock: number;
  /** how many packs the product is sold in */
  packs: number;
  isActive: boolean;
  seller: { slug: string; name: string };
  category: { slug: string; title: string };
  imageUrl: string | null;
  updatedAt: string;
};

export type AdminProductImage = { id: number; url: string; displayOrder: number; isMain: boolean; alt: string | null };

export type AdminProduct = Omit<AdminProductListItem, 'imageUrl'> & {
  /** the default pack's label */
  size: string | null;
  /** the product's options and its packs in display order (design §10) */
  options: { name: string; values: string[] }[];
  variants: VariantDto[];
  hsnCode: string | null;
  hsCode: string | null;
  gstRate: number;
  description: string;
  metadata: AdminProductTab[];
  tags: string[];
  videoUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  weightGrams: number | null;
  images: AdminProductImage[];
  /**
   * the Hindi beside the English (design §15): the product's own words, the description tab's text,
   * and `size`, the one pack's label when it has one pack (each pack carries its own in `variants`)
   */
  translations: Translations<ProductHindiWords>;
  createdAt: string;
};

export type AdminProductTab = {
  type: string;
  title: string;
  content: string;
  translations: Translations<'title' | 'content'>;
};

const mainImageSql = sql<string | null>`(SELECT i.image_url FROM product_images i WHERE i.product_id = ${t.products.id}
  ORDER BY i.display_order, i.id LIMIT 1)`;

/** What a product list row and a product read both take from the seller and category joins. */
const joinedColumns = {
  sellerSlug: t.sellers.slug,
  sellerName: t.sellers.name,
  categorySlug: t.categories.slug,
  categoryTitle: t.categories.title,
};
type Joined = {
  sellerSlug: string;
  sellerName: string;
  categorySlug: string;
  categoryTitle: string;
};
type Core = Pick<typeof t.products.$inferSelect, 'id' | 'slug' | 'title' | 'isActive'>;

/** The fields a back-office list row and the full product share: price and MRP of the default pack, stock of all. */
const summaryOf = (p: Core, j: Joined, packs: VariantDto[]) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  price: defaultVariant(packs)?.sellingPrice ?? 0,
  mrp: defaultVariant(packs)?.productPrice ?? 0,
  stock: totalStock(packs),
  packs: packs.length,
  isActive: p.isActive,
  seller: { slug: j.sellerSlug, name: j.sellerName },
  category: { slug: j.categorySlug, title: j.categoryTitle },
});

export async function listAdminProducts(
  actor: Actor,
  query: ProductListQuery,
  db: DbOrTx = getDb(),
): Promise<Page<AdminProductListItem>> {
  const scope = staffScopeOf(actor);
  const where: (SQL | undefined)[] = [sellerWhere(scope, t.products.sellerId)];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(sql`lower(${t.products.title}) LIKE ${pattern}`, eq(t.products.slug, query.q.toLowerCase())));
  }
  if (query.category) {
    where.push(
      sql`${t.products.categoryId} IN (SELECT c.id FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
        WHERE c.slug = ${query.category} OR p.slug = ${query.category})`,
    );
  }
  if (query.seller)
    where.push(sql`${t.products.sellerId} = (SELECT s.id FROM sellers s WHERE s.slug = ${query.seller})`);
  if (query.active !== undefined) where.push(eq(t.products.isActive, query.active));
  if (query.lowStock) {
    where.push(
      sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = ${t.products.id} AND v.stock_quantity <= ${LOW_STOCK_THRESHOLD})`,
    );
  }
  // Conditions are on products alone: the page of ids comes off an index, then only those rows are joined.
  const cond = and(...where.filter(Boolean));
  const { rows, total } = await newestPage(
    db,
    t.products,
    cond,
    query,
    db
      .select({
        id: t.products.id,
        slug: t.products.slug,
        title: t.products.title,
        isActive: t.products.isActive,
        ...joinedColumns,
        imageUrl: mainImageSql,
        updatedAt: t.products.updatedAt,
      })
      .from(t.products)
      .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId))
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .$dynamic(),
  );
  const packs = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    ...summaryOf(r, r, packs.get(r.id) ?? []),
    imageUrl: r.imageUrl,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return pageOf(query, items, total);
}

/** The product row if it is inside the scope (locked for the transaction when asked). */
export const scopedProduct = (db: DbOrTx, scope: StaffScope, id: number, lock = false) =>
  rowInScope(db, t.products, scope, id, lock, notFound);

/**
 * One write to a product: in a transaction, the product inside the actor's scope (else 404) locked
 * to its end and the change; once committed, the product's pages marked stale (under its slug before the change).
 */
export async function productWrite<R>(
  actor: Actor,
  id: string | number,
  db: Db,
  change: (tx: Tx, product: typeof t.products.$inferSelect) => Promise<R>,
): Promise<R> {
  const scope = staffScopeOf(actor);
  const productId = idFrom(id, notFound);
  const { slug, result } = await db.transaction(async (tx) => {
    const product = await scopedProduct(tx, scope, productId, true);
    return { slug: product.slug, result: await change(tx, product) };
  });
  await revalidateProduct(slug);
  return result;
}

const imageDto = (i: typeof t.productImages.$inferSelect, n: number): AdminProductImage => ({
  id: i.id,
  url: i.imageUrl,
  displayOrder: i.displayOrder,
  isMain: n === 0,
  alt: i.alt,
});

async function readProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({
      p: t.products,
      ...joinedColumns,
    })
    .from(t.products)
    .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(eq(t.products.id, id))
    .limit(1);
  if (!row) throw notFound();
  const [[images, tabs], variants] = await Promise.all([imagesAndTabsOf(db, [id]), variantsOf(db, [id])]);
  const p = row.p;
  const packs = variants.get(id) ?? [];
  const descriptionTab = tabs.find((m) => m.type === DESCRIPTION);
  return {
    ...summaryOf(p, row, packs),
    size: defaultVariant(packs)?.label ?? null,
    options: p.options,
    variants: packs,
    hsnCode: p.hsnCode,
    hsCode: p.hsCode,
    gstRate: p.gstRateBp / 100,
    description: descriptionTab?.content ?? '',
    metadata: tabs
      .filter((m) => m.type !== DESCRIPTION)
      .map((m) => ({ type: m.type, title: m.title, content: m.content, translations: m.translations })),
    tags: p.tags,
    videoUrl: p.videoUrl,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    weightGrams: p.weightGrams,
    images: images.map(imageDto),
    translations: adminHindi(p.translations, descriptionTab?.translations, packs),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function getAdminProduct(actor: Actor, id: string | number, db: DbOrTx = getDb()): Promise<AdminProduct> {
  const productId = idFrom(id, notFound);
  await scopedProduct(db, staffScopeOf(actor), productId);
  return readProduct(db, productId);
}

async function categoryIdOf(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.slug, slug)).limit(1);
  if (!row) throw invalid('categorySlug', CATALOG_MESSAGES.categoryUnknown);
  return row.id;
}

async function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: t.products.id }).from(t.products).where(eq(t.products.slug, slug)).limit(1);
  if (row && row.id !== exceptId) throw invalid('slug', CATALOG_MESSAGES.slugTaken);
}

/** A free slug from the title: "tulsi-green-tea", then "tulsi-green-tea-2", … */
async function freeSlugFor(tx: Tx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await tx
    .select({ slug: t.products.slug })
    .from(t.products)
    .where(or(eq(t.products.slug, base), ilike(t.products.slug, `${base}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The back office's view of the Hindi: the product's own, the description's text and the one pack's label. */
function adminHindi(
  own: Translations<'title' | 'seoTitle' | 'seoDescription' | 'optionName'>,
  description: Translations<'title' | 'content'> | undefined,
  packs: VariantDto[],
): Translations<ProductHindiWords> {
  const hi: Partial<Record<ProductHindiWords, string>> = { ...own.hi };
  if (description?.hi?.content) hi.description = description.hi.content;
  const size = packs.length === 1 ? packs[0].translations?.hi?.label : undefined;
  if (size) hi.size = size;
  return Object.keys(hi).length ? { hi } : {};
}

/** The product row's own Hindi words out of what the form sent (the rest go to the tabs and the pack). */
function ownHindi(hi: Partial<Record<ProductHindiWords, string>>) {
  const { description: _description, size: _size, ...own } = hi;
  return own;
}

/**
 * A tab's Hindi after an edit: the sent words merged into the stored ones (blank removes, HTML
 * sanitised); a tab with Hindi text but no Hindi title takes its type's title, so no English
 * heading sits over Hindi text; a tab with no Hindi text keeps no Hindi at all.
 */
function tabHindi(
  type: string,
  stored: Translations<'title' | 'content'> | undefined,
  sent: Partial<Record<'title' | 'content', string>> | undefined,
): Translations<'title' | 'content'> {
  const merged = withHindi<'title' | 'content'>(stored, sent, ['content']);
  if (!merged.hi?.content) return {};
  const title = merged.hi.title ?? HINDI_TAB_TITLES[type];
  return { hi: { ...merged.hi, ...(title ? { title } : {}) } };
}

/**
 * The description (the first tab) and the other tabs, each replaced when sent. Hindi rides along:
 * the description's from `descriptionHi` (the form's Hindi description), each other tab's from its
 * own `translations`; a tab sent without them keeps the stored Hindi of the tab of its type.
 */
async function writeTabs(
  tx: Tx,
  productId: number,
  description: string | undefined,
  descriptionHi: string | undefined,
  metadata: ProductCreateInput['metadata'] | undefined,
) {
  if (description === undefined && descriptionHi === undefined && metadata === undefined) return;
  const stored = new Map(
    (
      await tx
        .select({ type: t.productMetadata.type, translations: t.productMetadata.translations })
        .from(t.productMetadata)
        .where(eq(t.productMetadata.productId, productId))
    ).map((r) => [r.type, r.translations]),
  );
  const sentDescription = descriptionHi === undefined ? undefined : { content: descriptionHi };
  const isDescription = and(eq(t.productMetadata.productId, productId), eq(t.productMetadata.type, DESCRIPTION));
  if (description !== undefined) {
    await tx.delete(t.productMetadata).where(isDescription);
    if (description.trim() !== '') {
      await tx.insert(t.productMetadata).values({
        productId,
        type: DESCRIPTION,
        title: 'Description',
        content: sanitizeHtml(description),
        translations: tabHindi(DESCRIPTION, stored.get(DESCRIPTION), sentDescription),
        displayOrder: 0,
      });
    }
  } else if (sentDescription) {
    await tx
      .update(t.productMetadata)
      .set({ translations: tabHindi(DESCRIPTION, stored.get(DESCRIPTION), sentDescription) })
      .where(isDescription);
  }
  if (metadata !== undefined) {
    await tx
      .delete(t.productMetadata)
      .where(and(eq(t.productMetadata.productId, productId), sql`${t.productMetadata.type} <> ${DESCRIPTION}`));
    if (metadata.length) {
      await tx.insert(t.productMetadata).values(
        metadata.map((m, i) => ({
          productId,
          type: m.type,
          title: m.title,
          content: sanitizeHtml(m.content),
          translations:
            m.translations === undefined
              ? (stored.get(m.type) ?? {})
              : tabHindi(m.type, stored.get(m.type), m.translations.hi),
          displayOrder: i + 1,
        })),
      );
    }
  }
}

/** The product's packs, locked for the transaction, in display order. */
export async function lockedPacks(tx: Tx, productId: number) {
  return tx
    .select()
    .from(t.productVariants)
    .where(eq(t.productVariants.productId, productId))
    .orderBy(asc(t.productVariants.position), asc(t.productVariants.id))
    .for('update');
}

/**
 * The pack a product-level change means: the one named, or the only one. A product with several packs
 * must name one (its price and stock are per pack), so nothing is changed on a pack the seller did not mean.
 */
export function packFor<V extends { id: number }>(packs: V[], variantId: number | undefined, field: string): V {
  if (variantId !== undefined) {
    const pack = packs.find((v) => v.id === variantId);
    if (!pack) throw invalid('variantId', CATALOG_MESSAGES.packNotFound);
    return pack;
  }
  if (packs.length !== 1) throw invalid(field, CATALOG_MESSAGES.severalPacks);
  return packs[0];
}

/** Sets a pack's count and records the move with its reason (the caller holds the pack's row lock). */
export async function setStock(
  tx: Tx,
  actor: Actor,
  pack: { id: number; productId: number; stockQuantity: number },
  quantity: number,
  reason: string,
): Promise<{ before: number; after: number }> {
  await setStocks(tx, actor, [{ pack, quantity }], reason);
  return { before: pack.stockQuantity, after: quantity };
}

/** Unique-slug races that slip past the check still end as the field's error. */
function slugRace(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint !== null && /sku/.test(constraint)) throw invalid('sku', CATALOG_MESSAGES.skuTaken);
  if (constraint !== null) throw invalid('slug', CATALOG_MESSAGES.slugTaken);
  throw error;
}

export async function createProduct(actor: Actor, input: ProductCreateInput, db = getDb()): Promise<AdminProduct> {
  const scope = staffScopeOf(actor);
  const created = await db
    .transaction(async (tx) => {
      let sellerId: number;
      if (scope.kind === 'seller') sellerId = scope.sellerId;
      else {
        if (!input.sellerSlug) throw invalid('sellerSlug', CATALOG_MESSAGES.seller);
        const [s] = await tx
          .select({ id: t.sellers.id })
          .from(t.sellers)
          .where(eq(t.sellers.slug, input.sellerSlug))
          .limit(1);
        if (!s) throw invalid('sellerSlug', CATALOG_MESSAGES.sellerUnknown);
        sellerId = s.id;
      }
      const categoryId = await categoryIdOf(tx, input.categorySlug);
      const slug = input.slug ?? (await freeSlugFor(tx, input.title));
      await assertSlugFree(tx, slug);
      const [row] = await tx
        .insert(t.products)
        .values({
          slug,
          title: input.title,
          categoryId,
          sellerId,
          hsnCode: input.hsnCode ?? null,
          hsCode: input.hsCode ?? null,
          gstRateBp: input.gstRate,
          videoUrl: input.videoUrl ?? null,
          tags: input.tags,
          isActive: input.isActive,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          weightGrams: input.weightGrams ?? null,
          translations: withHindi(undefined, ownHindi(input.translations?.hi ?? {})),
        })
        .returning({ id: t.products.id });
      // A new product is one pack (design §10); the pack grid adds more.
      const [pack] = await tx
        .insert(t.productVariants)
        .values({
          productId: row.id,
          sku: input.sku ?? slug,
          label: input.size ?? STANDARD_LABEL,
          mrpPaise: input.mrp,
          pricePaise: input.price,
          weightGrams: input.netWeightGrams ?? null,
          translations: withHindi(undefined, { label: input.translations?.hi?.size }),
        })
        .returning();
      if (input.stock > 0) await setStock(tx, actor, pack, input.stock, input.stockReason ?? 'Opening stock');
      await writeTabs(tx, row.id, input.description, input.translations?.hi?.description, input.metadata);
      await writeImages(tx, actor, row.id, input.images);
      const after = await readProduct(tx, row.id);
      await recordAudit(tx, actor, 'product', row.id, 'create', null, after);
      return after;
    })
    .catch(slugRace);
  revalidateProduct(created.slug);
  return created;
}

export async function updateProduct(actor: Actor, id: string | number, input: ProductEditInput, db = getDb()) {
  const { before, after } = await productWrite(actor, id, db, async (tx, row) => {
    const productId = row.id;
    const before = await readProduct(tx, productId);
    await updateOnlyPack(tx, actor, productId, input);
    if (input.slug !== undefined && input.slug !== row.slug) await assertSlugFree(tx, input.slug, productId);
    const set: Partial<typeof t.products.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) set.title = input.title;
    if (input.slug !== undefined) set.slug = input.slug;
    if (input.categorySlug !== undefined) set.categoryId = await categoryIdOf(tx, input.categorySlug);
    if (input.hsnCode !== undefined) set.hsnCode = input.hsnCode;
    if (input.hsCode !== undefined) set.hsCode = input.hsCode;
    if (input.gstRate !== undefined) set.gstRateBp = input.gstRate;
    if (input.videoUrl !== undefined) set.videoUrl = input.videoUrl;
    if (input.tags !== undefined) set.tags = input.tags;
    if (input.isActive !== undefined) set.isActive = input.isActive;
    if (input.seoTitle !== undefined) set.seoTitle = input.seoTitle;
    if (input.seoDescription !== undefined) set.seoDescription = input.seoDescription;
    if (input.weightGrams !== undefined) set.weightGrams = input.weightGrams;
    const hindi = input.translations?.hi;
    if (hindi) set.translations = withHindi(row.translations, ownHindi(hindi));
    if (hindi?.size !== undefined) await setOnlyPackHindi(tx, productId, hindi.size);
    if (input.options !== undefined) {
      set.options = input.options;
      await fitPacksToOptions(tx, productId, input.options);
    }
    await tx.update(t.products).set(set).where(eq(t.products.id, productId));
    await writeTabs(tx, productId, input.description, hindi?.description, input.metadata);
    if (input.images !== undefined) await writeImages(tx, actor, productId, input.images);
    const after = await readProduct(tx, productId);
    await recordAudit(tx, actor, 'product', productId, 'update', before, after);
    return { before, after };
  }).catch(slugRace);
  if (after.slug !== before.slug) await revalidateProduct(after.slug);
  return after;
}

/**
 * The spec-era product fields (price, MRP, size, stock) edit the product's one pack; on a product with
 * several packs they are refused rather than guessed (the pack grid and the variant calls change those).
 */
async function updateOnlyPack(tx: Tx, actor: Actor, productId: number, input: ProductUpdateInput) {
  const touched = ['price', 'mrp', 'size', 'stock'].find((f) => input[f as keyof ProductUpdateInput] !== undefined);
  if (!touched) return;
  const pack = packFor(await lockedPacks(tx, productId), undefined, touched);
  const price = input.price ?? pack.pricePaise;
  const mrp = input.mrp ?? pack.mrpPaise;
  if (price > mrp) throw invalid('price', CATALOG_MESSAGES.priceOverMrp);
  await tx
    .update(t.productVariants)
    .set({ pricePaise: price, mrpPaise: mrp, label: input.size ?? pack.label, updatedAt: new Date() })
    .where(eq(t.productVariants.id, pack.id));
  if (input.stock !== undefined)
    await setStock(tx, actor, pack, input.stock, input.stockReason ?? 'Set in the product editor');
}

/** The Hindi label of a product's one pack (`size` in Hindi); refused, like `size`, when it has several. */
async function setOnlyPackHindi(tx: Tx, productId: number, label: string) {
  const pack = packFor(await lockedPacks(tx, productId), undefined, 'translations');
  await tx
    .update(t.productVariants)
    .set({ translations: withHindi(pack.translations, { label }), updatedAt: new Date() })
    .where(eq(t.productVariants.id, pack.id));
}

/**
 * New options leave every pack valid: a pack keeps its values still listed, else takes its label when
 * that is one of the option's values, else the option's first value (the seller corrects it in the pack grid).
 */
async function fitPacksToOptions(tx: Tx, productId: number, options: ProductOptionsInput) {
  for (const pack of await lockedPacks(tx, productId)) {
    const fitted = Object.fromEntries(
      options.map((o) => {
        const kept = pack.options[o.name];
        return [
          o.name,
          kept && o.values.includes(kept) ? kept : o.values.includes(pack.label) ? pack.label : o.values[0],
        ];
      }),
    );
    if (JSON.stringify(fitted) === JSON.stringify(pack.options)) continue;
    await tx
      .update(t.productVariants)
      .set({ options: fitted, updatedAt: new Date() })
      .where(eq(t.productVariants.id, pack.id));
  }
}

export type StockResult = { productId: number; stock: number; delta: number };

export async function changeStock(
  actor: Actor,
  id: string | number,
  input: StockChangeInput,
  db = getDb(),
): Promise<StockResult> {
  return productWrite(actor, id, db, async (tx, { id: productId }) => {
    const pack = packFor(await lockedPacks(tx, productId), input.variantId, 'variantId');
    const before = pack.stockQuantity;
    const target = input.set ?? before + (input.delta ?? 0);
    if (target < 0) throw invalid('delta', `Only ${before} in stock: it cannot go below 0`);
    if (target > 1_000_000) throw invalid('delta', CATALOG_MESSAGES.stock);
    await setStock(tx, actor, pack, target, input.reason);
    await recordAudit(
      tx,
      actor,
      'product',
      productId,
      'stock',
      { stock: before, variantId: pack.id, sku: pack.sku },
      { stock: target, reason: input.reason },
    );
    return { productId, stock: target, delta: target - before };
  });
}

export type StockAdjustmentDto = {
  id: number;
  /** the pack moved (null for a pack deleted since) */
  variantId: number | null;
  delta: number;
  quantityAfter: number;
  reason: string;
  at: string;
  actorId: number | null;
};

export async function listStockAdjustments(
  actor: Actor,
  id: string | number,
  db: DbOrTx = getDb(),
): Promise<StockAdjustmentDto[]> {
  const productId = idFrom(id, notFound);
  await scopedProduct(db, staffScopeOf(actor), productId);
  const rows = await db
    .select()
    .from(t.stockAdjustments)
    .where(eq(t.stockAdjustments.productId, productId))
    .orderBy(desc(t.stockAdjustments.createdAt), desc(t.stockAdjustments.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    variantId: r.variantId,
    delta: r.delta,
    quantityAfter: r.quantityAfter,
    reason: r.reason,
    at: r.createdAt.toISOString(),
    actorId: r.actorId,
  }));
}

// ---------------------------------------------------------------- images

/** Another product may still show the same outside URL; our own uploads belong to one row. */
async function dropIfUnused(tx: Tx, url: string) {
  const stillUsed = await tx
    .select({ id: t.productImages.id })
    .from(t.productImages)
    .where(eq(t.productImages.imageUrl, url))
    .limit(1);
  if (!stillUsed.length) await deleteImageAt(tx, url);
}

/**
 * A picture new to a product must be one of our stored uploads, made by this caller (its upload's
 * audit row says who) and on no other product: deleting it from this product deletes its bytes, so
 * a banner's or another seller's picture must never be borrowed.
 */
async function assertOwnUploads(tx: Tx, actor: Actor, urls: string[]) {
  if (!urls.length) return;
  const ids = urls.map(storedImageIdOf);
  const refuse = () => invalid('images', CATALOG_MESSAGES.imageOwn);
  if (ids.some((id) => id === null)) throw refuse();
  const keys = ids.map(String);
  const [mine, stored, used] = await Promise.all([
    tx
      .selectDistinct({ id: t.auditLog.entityId })
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.entity, 'image'),
          eq(t.auditLog.action, 'create'),
          eq(t.auditLog.actorId, actor.id),
          inArray(t.auditLog.entityId, keys),
        ),
      ),
    tx
      .select({ id: t.storedImages.id })
      .from(t.storedImages)
      .where(inArray(t.storedImages.id, ids as number[])),
    tx.select({ id: t.productImages.id }).from(t.productImages).where(inArray(t.productImages.imageUrl, urls)).limit(1),
  ]);
  if (mine.length !== new Set(keys).size || stored.length !== new Set(keys).size || used.length) throw refuse();
}

/**
 * The product's pictures become exactly `wanted`, in that order (the first is the main one), each
 * with its alt text: pictures kept are renumbered, new uploads added, the rest deleted.
 */
async function writeImages(
  tx: Tx,
  actor: Actor,
  productId: number,
  wanted: { imageUrl: string; alt?: string | null }[],
) {
  if (new Set(wanted.map((w) => w.imageUrl)).size !== wanted.length)
    throw invalid('images', 'Each picture can be listed once');
  const current = await imageRows(tx, productId);
  const byUrl = new Map(current.map((i) => [i.imageUrl, i]));
  await assertOwnUploads(
    tx,
    actor,
    wanted.map((w) => w.imageUrl).filter((url) => !byUrl.has(url)),
  );
  const keep = new Set(wanted.map((w) => w.imageUrl));
  for (const gone of current.filter((i) => !keep.has(i.imageUrl))) {
    await tx.delete(t.productImages).where(eq(t.productImages.id, gone.id));
    await dropIfUnused(tx, gone.imageUrl);
  }
  for (const [i, w] of wanted.entries()) {
    const row = byUrl.get(w.imageUrl);
    const values = { displayOrder: i + 1, alt: w.alt ?? null };
    if (row) await tx.update(t.productImages).set(values).where(eq(t.productImages.id, row.id));
    else await tx.insert(t.productImages).values({ productId, imageUrl: w.imageUrl, ...values });
  }
}

async function imageRows(tx: DbOrTx, productId: number) {
  return tx
    .select()
    .from(t.productImages)
    .where(eq(t.productImages.productId, productId))
    .orderBy(asc(t.productImages.displayOrder), asc(t.productImages.id));
}

async function renumber(tx: Tx, ids: number[]) {
  for (const [i, imageId] of ids.entries()) {
    await tx
      .update(t.productImages)
      .set({ displayOrder: i + 1 })
      .where(eq(t.productImages.id, imageId));
  }
}

async function imageWrite(
  actor: Actor,
  id: string | number,
  action: string,
  db: Db,
  change: (tx: Tx, productId: number, current: { id: number; imageUrl: string }[]) => Promise<void>,
): Promise<AdminProductImage[]> {
  return productWrite(actor, id, db, async (tx, { id: productId }) => {
    const current = await imageRows(tx, productId);
    await change(tx, productId, current);
    const after = await imageRows(tx, productId);
    const images = after.map(imageDto);
    await recordAudit(
      tx,
      actor,
      'product',
      productId,
      action,
      { images: current.map((i) => i.imageUrl) },
      { images: images.map((i) => i.url) },
    );
    await tx.update(t.products).set({ updatedAt: new Date() }).where(eq(t.products.id, productId));
    return images;
  });
}

/** Adds an uploaded image (checked and re-encoded first) as the product's last image. */
export async function addProductImage(actor: Actor, id: string | number, bytes: Uint8Array, db = getDb()) {
  // Scope first, so another seller's product answers 404 before any work on the upload.
  await getAdminProductRow(actor, id, db);
  const processed = await processImage(bytes);
  return imageWrite(actor, id, 'image-add', db, async (tx, productId, current) => {
    if (current.length >= MAX_IMAGES_PER_PRODUCT)
      throw invalid('file', `A product has at most ${MAX_IMAGES_PER_PRODUCT} images`);
    const saved = await saveImage(tx, processed);
    await tx.insert(t.productImages).values({ productId, imageUrl: saved.url, displayOrder: current.length + 1 });
  });
}

async function getAdminProductRow(actor: Actor, id: string | number, db: DbOrTx) {
  return scopedProduct(db, staffScopeOf(actor), idFrom(id, notFound));
}

const imageNotFound = () => new AppError('not_found', 'Image not found');

/** The product's images in a new order; the first is the main image. */
export async function reorderProductImages(actor: Actor, id: string | number, imageIds: number[], db = getDb()) {
  return imageWrite(actor, id, 'image-reorder', db, async (tx, _productId, current) => {
    const have = new Set(current.map((i) => i.id));
    if (imageIds.length !== have.size || new Set(imageIds).size !== have.size || !imageIds.every((i) => have.has(i))) {
      throw invalid('imageIds', "List each of the product's images once");
    }
    await renumber(tx, imageIds);
  });
}

export async function setMainProductImage(actor: Actor, id: string | number, imageId: string | number, db = getDb()) {
  const wanted = idFrom(imageId, imageNotFound);
  return imageWrite(actor, id, 'image-main', db, async (tx, _productId, current) => {
    if (!current.some((i) => i.id === wanted)) throw imageNotFound();
    await renumber(tx, [wanted, ...current.map((i) => i.id).filter((i) => i !== wanted)]);
  });
}

export async function deleteProductImage(actor: Actor, id: string | number, imageId: string | number, db = getDb()) {
  const wanted = idFrom(imageId, imageNotFound);
  return imageWrite(actor, id, 'image-delete', db, async (tx, _productId, current) => {
    const image = current.find((i) => i.id === wanted);
    if (!image) throw imageNotFound();
    await tx.delete(t.productImages).where(eq(t.productImages.id, wanted));
    await dropIfUnused(tx, image.imageUrl);
    await renumber(
      tx,
      current.map((i) => i.id).filter((i) => i !== wanted),
    );
  });
}

/** Packs at or under the low-stock line, fewest first (the dashboard's list): a sold-out 500 g shows though 100 g sells. */
export async function lowStockProducts(actor: Actor, limit = 10, db: DbOrTx = getDb()) {
  const scope = staffScopeOf(actor);
  const rows = await db
    .select({
      id: t.products.id,
      slug: t.products.slug,
      title: t.products.title,
      variantId: t.productVariants.id,
      label: t.productVariants.label,
      sku: t.productVariants.sku,
      stock: t.productVariants.stockQuantity,
    })
    .from(t.productVariants)
    .innerJoin(t.products, eq(t.products.id, t.productVariants.productId))
    .where(
      and(
        lte(t.productVariants.stockQuantity, LOW_STOCK_THRESHOLD),
        eq(t.products.isActive, true),
        sellerWhere(scope, t.products.sellerId),
      ),
    )
    .orderBy(asc(t.productVariants.stockQuantity), asc(t.products.id), asc(t.productVariants.position))
    .limit(limit);
  return rows;
}
