/**
 * The back office's first screen: today's and this month's orders and revenue, sub-orders waiting
 * to ship, low-stock products and a daily series for the chart. Days are India's (UTC+5:30). For
 * an admin the figures are whole orders (their totals, shipping included); for a seller's member
 * they are that seller's sub-orders (the value of its items). Orders that never became sales
 * (pending payment, cash on delivery the buyer has not confirmed yet, cancelled, returned, refunded)
 * are not counted, and revenue is net of the refunds processed on what is counted (a part cancelled
 * after payment gives its money back).
 */
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { scopedSellerId, staffScopeOf } from '../auth/staff';
import { lowStockProducts } from '../catalog/admin-products';
import { getDb, type DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { inSellersQueue } from '../delivery/cod-queue';
import { paiseToRupees } from '../money';
import { codFigures, type CodShare, type RtoByState } from './dashboard-cod';

const IST_OFFSET_MINUTES = 330;
export const SALE_STATUSES = ['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED'] as const;
export const WAITING_TO_SHIP = ['CONFIRMED', 'PROCESSING'] as const;

export type Dashboard = {
  today: { orders: number; revenue: number };
  month: { orders: number; revenue: number };
  waitingToShip: number;
  /** packs at or under the low-stock line, fewest first: a product shows once per low pack */
  lowStock: { id: number; slug: string; title: string; variantId: number; label: string; sku: string; stock: number }[];
  /** one entry per day, oldest first, `days` long (today included) */
  series: { date: string; orders: number; revenue: number }[];
  /** over the orders placed in the series' `days` (lib/commerce/dashboard-cod.ts) */
  codShare: CodShare;
  /** RTO'd parcels of those shipped, per shipping-address state, worst first */
  rtoByState: RtoByState[];
};

/** Midnight in India of the day `now` falls on, `daysBack` days earlier, as a UTC instant. */
export function istDayStart(now: Date, daysBack = 0): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() - daysBack);
  return new Date(midnight - IST_OFFSET_MINUTES * 60_000);
}

export function istMonthStart(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), 1) - IST_OFFSET_MINUTES * 60_000);
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Rows of (created_at, value) the figures are summed over, in the caller's scope. */
function salesSource(sellerId: number | null, from: Date) {
  // An unconfirmed COD order is CONFIRMED in status but not yet a sale: half of them never are (design §13).
  const confirmed = sql.raw(`o.cod_confirmation IS DISTINCT FROM 'PENDING'`);
  if (sellerId === null) {
    return sql`SELECT o.id AS order_id, o.created_at,
        GREATEST(o.total_paise - (SELECT COALESCE(SUM(r.amount_paise), 0) FROM refunds r WHERE r.order_id = o.id AND r.status = 'PROCESSED'), 0) AS value
      FROM orders o
      WHERE o.created_at >= ${from.toISOString()} AND o.status IN (${list(SALE_STATUSES)}) AND ${confirmed}`;
  }
  return sql`SELECT s.order_id, o.created_at,
      GREATEST((SELECT COALESCE(SUM(i.total_paise), 0) FROM order_items i WHERE i.sub_order_id = s.id)
        - (SELECT COALESCE(SUM(r.amount_paise), 0) FROM refunds r WHERE r.sub_order_id = s.id AND r.status = 'PROCESSED'), 0) AS value
    FROM sub_orders s JOIN orders o ON o.id = s.order_id
    WHERE s.seller_id = ${sellerId} AND o.created_at >= ${from.toISOString()} AND s.status IN (${list(SALE_STATUSES)})
      AND ${confirmed}`;
}

export async function getDashboard(
  actor: Actor,
  options: { now?: Date; days?: number } = {},
  db: DbOrTx = getDb(),
): Promise<Dashboard> {
  const sellerId = scopedSellerId(staffScopeOf(actor));
  const now = options.now ?? new Date();
  const days = Math.min(Math.max(options.days ?? 30, 1), 92);
  const todayStart = istDayStart(now);
  const monthStart = istMonthStart(now);
  const seriesStart = istDayStart(now, days - 1);
  const from = monthStart < seriesStart ? monthStart : seriesStart;

  // Not waiting to ship while the buyer has not confirmed cash on delivery (design §13).
  const queued = inSellersQueue(sql.raw('sub_orders.order_id'));
  const day = sql.raw(`((src.created_at AT TIME ZONE 'UTC') + interval '${IST_OFFSET_MINUTES} minutes')::date`);
  const [byDay, waiting, lowStock, cod] = await Promise.all([
    // One row per order (admin) or per sub-order, which is one per order for a seller: COUNT(*) counts orders.
    db.execute(sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.orders, d.revenue FROM (
        SELECT ${day} AS day, COUNT(*)::int AS orders, COALESCE(SUM(src.value), 0)::bigint AS revenue
        FROM (${salesSource(sellerId, from)}) src GROUP BY 1) d`),
    db.execute(
      sellerId === null
        ? sql`SELECT COUNT(*)::int AS n FROM sub_orders WHERE status IN (${list(WAITING_TO_SHIP)}) AND ${queued}`
        : sql`SELECT COUNT(*)::int AS n FROM sub_orders WHERE seller_id = ${sellerId} AND status IN (${list(WAITING_TO_SHIP)}) AND ${queued}`,
    ),
    lowStockProducts(actor, 10, db),
    codFigures(db, sellerId, seriesStart),
  ]);
  const perDay = new Map(
    rowsOf<{ day: string; orders: number; revenue: string | number }>(byDay).map((r) => [
      r.day,
      { orders: Number(r.orders), revenue: Number(r.revenue) },
    ]),
  );
  const dateOf = (d: Date) => new Date(d.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
  const series = Array.from({ length: days }, (_, i) => {
    const date = dateOf(istDayStart(now, days - 1 - i));
    const v = perDay.get(date) ?? { orders: 0, revenue: 0 };
    return { date, orders: v.orders, revenue: paiseToRupees(v.revenue) };
  });
  const sum = (since: Date) => {
    const first = dateOf(since);
    let orders = 0;
    let revenue = 0;
    for (const [date, v] of perDay) {
      if (date < first) continue;
      orders += v.orders;
      revenue += v.revenue;
    }
    return { orders, revenue: paiseToRupees(revenue) };
  };
  return {
    today: sum(todayStart),
    month: sum(monthStart),
    waitingToShip: Number(rowsOf<{ n: number }>(waiting)[0]?.n ?? 0),
    lowStock,
    series,
    ...cod,
  };
}
