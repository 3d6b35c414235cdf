/**
 * The back office's promotions (design §11): list with their figures, read, create, edit, pause.
 * An admin runs every promotion; a seller's member runs only its seller's own (`sellerId`), scoped
 * to all, some categories or some of its own products — anything else is "not found", as in
 * lib/catalog/admin-products.ts. Each write is audited in its transaction, then the cached public
 * offers are expired.
 */
import { and, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { scopedSellerId, sellerWhere, staffScopeOf, type StaffScope } from '../auth/staff';
import { recordAudit } from '../audit/audit';
import { revalidatePromotions } from '../cache/revalidate';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import { rowInScope } from '../db/rows';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { paiseToRupees } from '../money';
import { likePattern, pageOf, type Page } from '../validation/paging';
import { newestPage } from '../db/page-ids';
import { PRODUCT_NOT_FOUND } from '../catalog/admin-products';
import {
  PROMOTION_MESSAGES,
  promotionRuleErrors,
  shownValue,
  storedValue,
  type PromotionCreateInput,
  type PromotionListQuery,
  type PromotionUpdateInput,
} from './promotion-schemas';
import { promotionStatus, type PromotionStatus } from './status';
import type { OfferKind, OfferScope } from './types';
import { uniqueViolation } from '../db/unique-violation';
import { withHindi } from '../content/translations';

const notFound = () => new AppError('not_found', 'Promotion not found');
const invalid = (errors: Record<string, string>) => new AppError('invalid', Object.values(errors)[0], { errors });

type Row = typeof t.promotions.$inferSelect;

export type AdminPromotion = {
  id: number;
  code: string | null;
  title: string;
  /** the title's Hindi (design §15) */
  translations: t.Translations<'title'>;
  kind: OfferKind;
  /** PERCENT: whole percent; FLAT: rupees; FREE_SHIPPING: null */
  value: number | null;
  maxDiscount: number | null;
  minOrderValue: number;
  scope: OfferScope;
  scopeIds: number[];
  seller: { slug: string; name: string } | null;
  prepaidOnly: boolean;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  redemptions: number;
  startsAt: string;
  endsAt: string | null;
  active: boolean;
  advertised: boolean;
  combinable: boolean;
  status: PromotionStatus;
  /** rupees taken off orders by it, redemptions given back excluded */
  discountGiven: number;
  /** rupees: the totals of the orders that used it and were not cancelled */
  revenue: number;
  updatedAt: string;
};

/** The SQL twin of `promotionStatus`, for the list's filter. */
function statusWhere(status: PromotionStatus, now: Date): SQL | undefined {
  const p = t.promotions;
  const ended = and(isNotNull(p.endsAt), lte(p.endsAt, now))!;
  const usedUp = and(isNotNull(p.totalLimit), sql`${p.redemptions} >= ${p.totalLimit}`)!;
  const live = and(sql`NOT (${ended})`, sql`NOT (${usedUp})`);
  if (status === 'ENDED') return ended;
  if (status === 'USED_UP') return and(sql`NOT (${ended})`, usedUp);
  if (status === 'PAUSED') return and(live, eq(p.active, false));
  return and(live, eq(p.active, true), status === 'SCHEDULED' ? gt(p.startsAt, now) : lte(p.startsAt, now));
}

const figures = {
  discountGivenPaise: sql<number>`(SELECT COALESCE(SUM(op.amount_paise), 0) FROM order_promotions op
    WHERE op.promotion_id = ${t.promotions.id} AND op.released_at IS NULL)`,
  revenuePaise: sql<number>`(SELECT COALESCE(SUM(o.total_paise), 0) FROM order_promotions op
    JOIN orders o ON o.id = op.order_id WHERE op.promotion_id = ${t.promotions.id} AND o.status <> 'CANCELLED')`,
  sellerSlug: t.sellers.slug,
  sellerName: t.sellers.name,
};
type Figures = {
  discountGivenPaise: number;
  revenuePaise: number;
  sellerSlug: string | null;
  sellerName: string | null;
};

function dtoOf(p: Row, f: Figures, now: Date): AdminPromotion {
  const kind = p.kind as OfferKind;
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    translations: p.translations,
    kind,
    value: shownValue(kind, p.value),
    maxDiscount: p.maxDiscountPaise === null ? null : paiseToRupees(p.maxDiscountPaise),
    minOrderValue: paiseToRupees(p.minOrderPaise),
    scope: p.scope as OfferScope,
    scopeIds: p.scopeIds,
    seller: f.sellerSlug && f.sellerName ? { slug: f.sellerSlug, name: f.sellerName } : null,
    prepaidOnly: p.prepaidOnly,
    firstOrderOnly: p.firstOrderOnly,
    perCustomerLimit: p.perCustomerLimit,
    totalLimit: p.totalLimit,
    redemptions: p.redemptions,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    active: p.active,
    advertised: p.advertised,
    combinable: p.combinable,
    status: promotionStatus(p, now),
    discountGiven: paiseToRupees(Number(f.discountGivenPaise)),
    revenue: paiseToRupees(Number(f.revenuePaise)),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function selectPromotions(db: DbOrTx) {
  return db
    .select({ p: t.promotions, ...figures })
    .from(t.promotions)
    .leftJoin(t.sellers, eq(t.sellers.id, t.promotions.sellerId));
}

export async function listPromotions(
  actor: Actor,
  query: PromotionListQuery,
  db: DbOrTx = getDb(),
  now: Date = new Date(),
): Promise<Page<AdminPromotion>> {
  const where: (SQL | undefined)[] = [sellerWhere(staffScopeOf(actor), t.promotions.sellerId)];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(sql`lower(${t.promotions.title}) LIKE ${pattern}`, sql`lower(${t.promotions.code}) LIKE ${pattern}`));
  }
  if (query.status) where.push(statusWhere(query.status, now));
  const cond = and(...where.filter(Boolean));
  const { rows, total } = await newestPage(db, t.promotions, cond, query, selectPromotions(db).$dynamic());
  return pageOf(
    query,
    rows.map((r) => dtoOf(r.p, r, now)),
    total,
  );
}

const scopedRow = (db: DbOrTx, scope: StaffScope, id: number, lock = false): Promise<Row> =>
  rowInScope(db, t.promotions, scope, id, lock, notFound);

async function readPromotion(db: DbOrTx, id: number): Promise<AdminPromotion> {
  const [row] = await selectPromotions(db).where(eq(t.promotions.id, id)).limit(1);
  if (!row) throw notFound();
  return dtoOf(row.p, row, new Date());
}

export async function getPromotion(actor: Actor, id: string | number, db: DbOrTx = getDb()) {
  const promotionId = idFrom(id, notFound);
  await scopedRow(db, staffScopeOf(actor), promotionId);
  return readPromotion(db, promotionId);
}

/**
 * A seller's promotion reaches only its products: a product id that is not its own "does not exist"
 * (404, as everywhere in its back office); categories and, for admins, sellers must exist.
 */
async function assertScopeIds(tx: Tx, sellerId: number | null, scope: OfferScope, ids: readonly number[]) {
  if (scope === 'SELLERS' && sellerId !== null) throw invalid({ scope: PROMOTION_MESSAGES.sellersScope });
  if (scope === 'ALL' || !ids.length) return;
  const table = { PRODUCTS: t.products, CATEGORIES: t.categories, SELLERS: t.sellers }[scope];
  const own = scope === 'PRODUCTS' && sellerId !== null ? eq(t.products.sellerId, sellerId) : undefined;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), own));
  if (found.length === new Set(ids).size) return;
  if (scope === 'PRODUCTS') throw new AppError('not_found', PRODUCT_NOT_FOUND);
  throw invalid({
    scopeIds: scope === 'CATEGORIES' ? PROMOTION_MESSAGES.categoryUnknown : PROMOTION_MESSAGES.sellerUnknown,
  });
}

async function assertCodeFree(tx: Tx, code: string | null, exceptId?: number) {
  if (!code) return;
  const [row] = await tx.select({ id: t.promotions.id }).from(t.promotions).where(eq(t.promotions.code, code)).limit(1);
  if (row && row.id !== exceptId) throw codeTaken();
}

const codeTaken = () =>
  new AppError('conflict', PROMOTION_MESSAGES.codeTaken, { errors: { code: PROMOTION_MESSAGES.codeTaken } });

/** Two writers racing for one code: the unique index decides, and the loser hears why. */
function codeRace(error: unknown): never {
  if (uniqueViolation(error) !== null) throw codeTaken();
  throw error;
}

/** The row's columns for a consistent promotion (the input's units → the table's). */
function columnsOf(p: Omit<PromotionCreateInput, 'value'> & { value: number | null }) {
  return {
    code: p.code,
    title: p.title,
    kind: p.kind,
    value: storedValue(p.kind, p.value),
    maxDiscountPaise: p.kind === 'PERCENT' ? p.maxDiscount : null,
    minOrderPaise: p.minOrderValue ?? 0,
    scope: p.scope,
    scopeIds: p.scope === 'ALL' ? [] : [...new Set(p.scopeIds)],
    prepaidOnly: p.prepaidOnly,
    firstOrderOnly: p.firstOrderOnly,
    perCustomerLimit: p.perCustomerLimit,
    totalLimit: p.totalLimit,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    active: p.active,
    advertised: p.advertised,
    combinable: p.combinable,
  };
}

/** A stored promotion in the input's units, so a PATCH merges onto it and is checked whole. */
function inputOf(r: Row): PromotionCreateInput {
  const kind = r.kind as OfferKind;
  return {
    code: r.code,
    title: r.title,
    kind,
    value: shownValue(kind, r.value),
    maxDiscount: r.maxDiscountPaise,
    minOrderValue: r.minOrderPaise,
    scope: r.scope as OfferScope,
    scopeIds: r.scopeIds,
    prepaidOnly: r.prepaidOnly,
    firstOrderOnly: r.firstOrderOnly,
    perCustomerLimit: r.perCustomerLimit,
    totalLimit: r.totalLimit,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    active: r.active,
    advertised: r.advertised,
    combinable: r.combinable,
  };
}

export async function createPromotion(actor: Actor, input: PromotionCreateInput, db = getDb()) {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const created = await db
    .transaction(async (tx) => {
      await assertScopeIds(tx, sellerId, input.scope, input.scopeIds);
      await assertCodeFree(tx, input.code);
      const [row] = await tx
        .insert(t.promotions)
        .values({ ...columnsOf(input), sellerId, translations: withHindi(undefined, input.translations?.hi) })
        .returning({ id: t.promotions.id });
      const after = await readPromotion(tx, row.id);
      await recordAudit(tx, actor, 'promotion', row.id, 'create', null, after);
      return after;
    })
    .catch(codeRace);
  await revalidatePromotions();
  return created;
}

/** Only `active` changed: the list's Pause and Resume, audited as such. */
const pauseAction = (input: PromotionUpdateInput) => {
  const keys = Object.keys(input).filter((k) => input[k as keyof PromotionUpdateInput] !== undefined);
  if (keys.length !== 1 || keys[0] !== 'active') return 'update';
  return input.active ? 'resume' : 'pause';
};

export async function updatePromotion(
  actor: Actor,
  id: string | number,
  input: PromotionUpdateInput,
  db = getDb(),
): Promise<AdminPromotion> {
  const scope = staffScopeOf(actor);
  const promotionId = idFrom(id, notFound);
  const after = await db
    .transaction(async (tx) => {
      const row = await scopedRow(tx, scope, promotionId, true);
      const before = await readPromotion(tx, promotionId);
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const merged = { ...inputOf(row), ...given } as PromotionCreateInput;
      const errors = promotionRuleErrors(merged);
      if (merged.totalLimit !== null && merged.totalLimit < row.redemptions)
        errors.totalLimit = PROMOTION_MESSAGES.limitBelowUses;
      if (Object.keys(errors).length) throw invalid(errors);
      await assertScopeIds(tx, row.sellerId, merged.scope, merged.scopeIds);
      await assertCodeFree(tx, merged.code, promotionId);
      await tx
        .update(t.promotions)
        .set({
          ...columnsOf(merged),
          ...(input.translations && { translations: withHindi(row.translations, input.translations.hi) }),
          updatedAt: new Date(),
        })
        .where(eq(t.promotions.id, promotionId));
      const after = await readPromotion(tx, promotionId);
      await recordAudit(tx, actor, 'promotion', promotionId, pauseAction(input), before, after);
      return after;
    })
    .catch(codeRace);
  await revalidatePromotions();
  return after;
}

export type PromotionScopeChoices = {
  products: { id: number; title: string }[];
  categories: { id: number; title: string }[];
  /** admins only: a member's promotion cannot be scoped to sellers */
  sellers: { id: number; title: string }[] | null;
};

/** What the form's scope picker offers the caller: its own products (all, for an admin), categories, sellers. */
export async function promotionScopeChoices(actor: Actor, db: DbOrTx = getDb()): Promise<PromotionScopeChoices> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const [products, categories, sellers] = await Promise.all([
    db
      .select({ id: t.products.id, title: t.products.title })
      .from(t.products)
      .where(sellerId === null ? undefined : eq(t.products.sellerId, sellerId))
      .orderBy(t.products.title)
      .limit(1000),
    db.select({ id: t.categories.id, title: t.categories.title }).from(t.categories).orderBy(t.categories.title),
    sellerId === null
      ? db.select({ id: t.sellers.id, title: t.sellers.name }).from(t.sellers).orderBy(t.sellers.name)
      : null,
  ]);
  return { products, categories, sellers };
}
