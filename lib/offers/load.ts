/**
 * The offers one pricing needs, from the database: the automatic offers running now, the promotion
 * a typed code names (in whatever state, so its message can say why it does not apply), and the
 * shopper's placed orders and uses for the per-customer rules. Category scopes are widened to every
 * descendant here, so the pure rules only test membership.
 */
import { and, eq, isNull, lte, ne, or, gt, sql, count, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { statement, type Params } from '../db/statement';
import { categories, orders, promotions } from '../db/schema';
import { normaliseCode } from './apply';
import type { OfferInput, OfferKind, OfferScope, OfferShopper, Promotion } from './types';

type PromotionRow = typeof promotions.$inferSelect;

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind as OfferKind,
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    scope: row.scope as OfferScope,
    scopeIds: row.scopeIds,
    sellerId: row.sellerId,
    prepaidOnly: row.prepaidOnly,
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    redemptions: row.redemptions,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    advertised: row.advertised,
    combinable: row.combinable,
  };
}

/** Running now: active, started, not ended. */
export const runningAt = (now: Date | Placeholder<string, string>) =>
  and(
    eq(promotions.active, true),
    lte(promotions.startsAt, now),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  );

/** The automatic offers running now, and the typed code's offer (none when `code` is null: `code = NULL` matches nothing). */
const offered = (now: Date | Placeholder<string, string>, code: string | Placeholder<string, string | null> | null) =>
  or(and(isNull(promotions.code), runningAt(now)), code === null ? sql`false` : eq(promotions.code, code));

// A signed-in shopper's pricing (every placement): built once (lib/db/statement.ts).
const shopperOffers = statement((db, p: Params<{ userId: number; now: string; code: string | null }>) =>
  db
    .select({ promotion: promotions, uses: usesBy(p.userId) })
    .from(promotions)
    .where(offered(p.now, p.code)),
);
const placedOrdersCount = statement((db, p: Params<{ userId: number }>) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, p.userId), ne(orders.status, 'CANCELLED'))),
);

/**
 * Everything `priceCart` needs to apply offers. `userId` null: nobody signed in, the per-shopper
 * rules are left to the checkout. Inside the placement transaction pass its `tx`.
 */
export async function loadOffers(
  db: DbOrTx,
  { userId, code, now = new Date() }: { userId: number | null; code?: string | null; now?: Date },
): Promise<OfferInput> {
  const typed = normaliseCode(code);
  // One round trip for the offers and this shopper's uses of each (an index probe per offer), beside
  // the count of their orders: no second query naming every running offer's id.
  const [rows, placedOrders] = await Promise.all([
    userId === null
      ? db
          .select({ promotion: promotions, uses: sql<number>`0` })
          .from(promotions)
          .where(offered(now, typed || null))
      : shopperOffers(db, { userId, now: now.toISOString(), code: typed || null }),
    userId === null ? null : placedOrdersOf(db, userId),
  ]);
  const found = rows.map((r) => toPromotion(r.promotion));
  const widened = await widenCategoryScopes(db, found);
  const shopper: OfferShopper =
    placedOrders === null
      ? null
      : {
          placedOrders,
          usesOf: new Map(rows.filter((r) => Number(r.uses) > 0).map((r) => [r.promotion.id, Number(r.uses)])),
        };
  return { promotions: widened, code: typed, shopper, now };
}

/** Category scopes widened to every descendant, so the pure rules only test membership. */
export async function widenCategoryScopes(db: DbOrTx, found: Promotion[]): Promise<Promotion[]> {
  if (!found.some((p) => p.scope === 'CATEGORIES')) return found;
  const tree = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const children = new Map<number, number[]>();
  for (const c of tree) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const withDescendants = (ids: readonly number[]) => {
    const all = new Set<number>();
    const stack = [...ids];
    while (stack.length) {
      const id = stack.pop()!;
      if (all.has(id)) continue;
      all.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    return [...all];
  };
  return found.map((p) => (p.scope === 'CATEGORIES' ? { ...p, scopeIds: withDescendants(p.scopeIds) } : p));
}

/**
 * This shopper's redemptions of the promotion in the row, still held (not given back by a
 * cancellation). Spelled out: drizzle leaves columns unqualified in a one-table select, and inside
 * the subquery "id" would be the redemption's own.
 */
const usesBy = (userId: Placeholder<string, number>) =>
  sql<number>`(SELECT count(*)::int FROM order_promotions op
    WHERE op.promotion_id = promotions.id AND op.user_id = ${userId} AND op.released_at IS NULL)`;

/** The shopper's orders that were not cancelled (the first-order rule), leaving out `except` (the one being placed). */
export async function placedOrdersOf(db: DbOrTx, userId: number, except?: number): Promise<number> {
  if (except === undefined) return Number((await placedOrdersCount(db, { userId }))[0].n);
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'CANCELLED'), ne(orders.id, except)));
  return Number(placed.n);
}
