/**
 * Limits on what one account can do to the shop's stock, each a plain function so placement
 * (lib/commerce/place-order.ts) calls them in one place:
 * - a pack at most ORDER_MAX_PER_PRODUCT per order, after lines naming the same pack are
 *   merged (4 lines × 50 is 200 of it, not 4 × "at most 50");
 * - a placement throttle per account (ORDER_PLACEMENTS_PER_WINDOW per ORDER_PLACEMENT_WINDOW_MINUTES):
 *   a script placing order after order is stopped;
 * - at most ORDER_MAX_OPEN_UNPAID unpaid UPI/card orders at once (each holds stock until it expires);
 * - at most ORDER_MAX_HELD_PER_PRODUCT of one product held by one account's open orders (placed,
 *   not yet shipped), COD or prepaid, so one account cannot empty a product it never pays for.
 * Every value is configurable (see .env.example and docs/security.md); the defaults leave any
 * real shopper far from them.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { sqlStatement, statement, type Params } from '../db/statement';
import { orderItems, orders, subOrders, users } from '../db/schema';
import { AppError } from '../errors';
import { hit, limitKey, retryAfterSeconds } from '../security/rate-limit';
import { MAX_LINE_QUANTITY } from './limits';
import { codRefusalsSql } from '../delivery/cod-record';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};

export const orderLimits = () => ({
  maxPerProduct: num('ORDER_MAX_PER_PRODUCT', MAX_LINE_QUANTITY),
  placementsPerWindow: num('ORDER_PLACEMENTS_PER_WINDOW', 10),
  placementWindowMinutes: num('ORDER_PLACEMENT_WINDOW_MINUTES', 10),
  maxOpenUnpaid: num('ORDER_MAX_OPEN_UNPAID', 3),
  maxHeldPerProduct: num('ORDER_MAX_HELD_PER_PRODUCT', 100),
});

/** Statuses in which an order still holds its stock and has not left the warehouse. */
const OPEN_STATUSES = ['PENDING', 'CONFIRMED', 'PROCESSING'] as const;

export type Line = { productId: number; variantId: number; quantity: number };

/** Lines naming the same pack become one, and that one is capped. */
export function mergeAndCapLines(items: readonly Line[], titleOf?: (variantId: number) => string): Line[] {
  const merged = new Map<number, Line>();
  for (const item of items) {
    const line = merged.get(item.variantId);
    merged.set(item.variantId, { ...item, quantity: (line?.quantity ?? 0) + item.quantity });
  }
  const { maxPerProduct } = orderLimits();
  for (const line of merged.values()) {
    if (line.quantity > maxPerProduct) {
      const message = `An order can hold at most ${maxPerProduct} of ${titleOf?.(line.variantId) ?? 'one product'}.`;
      throw new AppError('invalid', message, { errors: { items: message } });
    }
  }
  return [...merged.values()].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
}

/** The quantity of each product over all its packs: the hold limit counts a product, not a pack. */
function perProduct(lines: readonly Line[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  return totals;
}

/** Counted before the transaction, so a refused or failed placement counts too (a scanner's do). */
export async function throttlePlacement(userId: number, now = new Date()): Promise<void> {
  const { placementsPerWindow, placementWindowMinutes } = orderLimits();
  const counter = await hit(limitKey('orders:user', String(userId)), placementWindowMinutes * 60, now);
  if (counter.count > placementsPerWindow) {
    const retryAfter = retryAfterSeconds(counter.resetAt, now);
    throw new AppError(
      'rate_limited',
      `You have placed many orders in a short time. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      {
        retryAfter,
      },
    );
  }
}

// Every placement sends these: built once (lib/db/statement.ts), a COD placement's lock with the refusals beside it.
const lockOf = (refusals: SQL<number>) =>
  statement((db, p: Params<{ userId: number }>) =>
    db
      .select({ email: users.email, name: users.name, codRefusals: refusals })
      .from(users)
      .where(eq(users.id, p.userId))
      .for('update'),
  );
const lockWithRefusals = lockOf(codRefusalsSql);
const lockOnly = lockOf(sql<number>`0`);
const unpaidCount = sqlStatement(
  (p: Params<{ userId: number }>) =>
    sql`SELECT count(*)::int AS n FROM ${orders} WHERE ${orders.userId} = ${p.userId} AND ${orders.status} = 'PENDING'`,
);
const heldByProduct = statement((db, p: Params<{ userId: number; productIds: number[] }>) =>
  db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(
      and(
        eq(orders.userId, p.userId),
        inArray(subOrders.status, [...OPEN_STATUSES]),
        // One array parameter: the same statement however many products the order has.
        sql`${orderItems.productId} = ANY(${p.productIds}::int[])`,
      ),
    )
    .groupBy(orderItems.productId),
);

/**
 * Inside the placement transaction, before the limits and the offers read this shopper's orders: their
 * row is locked, so two placements by one account run one after the other and cannot both slip under a limit.
 * Answers what the placement needs of the row beside the lock: the order mail's name and address, and (for
 * a COD order, `codRefusals`) their COD record (lib/delivery/cod-record.ts); undefined when the account is gone.
 */
export async function lockShopper(
  tx: Tx,
  userId: number,
  { codRefusals = false }: { codRefusals?: boolean } = {},
): Promise<{ email: string; name: string; codRefusals: number } | undefined> {
  const [row] = await (codRefusals ? lockWithRefusals : lockOnly)(tx, { userId });
  return row && { ...row, codRefusals: Number(row.codRefusals) };
}

/** Inside the placement transaction, once lockShopper has locked the shopper's row. Both counts in one round trip. */
export async function assertWithinHoldLimits(
  tx: Tx,
  userId: number,
  lines: readonly Line[],
  prepaid: boolean,
  titleOf: (id: number) => string,
) {
  const { maxOpenUnpaid, maxHeldPerProduct } = orderLimits();
  const [unpaid, held] = await Promise.all([
    prepaid ? unpaidCount(tx, { userId }) : null,
    heldByProduct(tx, { userId, productIds: [...perProduct(lines).keys()] }),
  ]);
  if (unpaid) {
    const [{ n }] = rowsOf<{ n: number }>(unpaid);
    if (Number(n) >= maxOpenUnpaid) {
      throw new AppError(
        'conflict',
        `You have ${n} unpaid orders. Please pay for or cancel one of them before placing another.`,
      );
    }
  }
  const heldOf = new Map(held.map((h) => [h.productId, Number(h.quantity)]));
  for (const [productId, quantity] of perProduct(lines)) {
    const already = heldOf.get(productId) ?? 0;
    if (already + quantity > maxHeldPerProduct) {
      const left = Math.max(0, maxHeldPerProduct - already);
      throw new AppError(
        'conflict',
        `Your open orders already hold ${already} of ${titleOf(productId)}; one account can hold at most ${maxHeldPerProduct} until they ship${left ? ` (${left} more now)` : ''}.`,
      );
    }
  }
}
