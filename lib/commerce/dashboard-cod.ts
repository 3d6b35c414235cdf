/**
 * The dashboard's cash-on-delivery figures (design §13), over the orders placed in its period: how much of
 * the trade is COD (orders and value), and per shipping-address state how many shipped parcels the courier
 * brought back (RTO), worst first. An admin reads whole orders; a seller's member that seller's sub-orders.
 * Orders still waiting for payment or cancelled before shipping were never handled, so they are not counted.
 * Each figure is one pass over the period's orders through orders_created_idx (and sub_orders_order_idx).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { paiseToRupees } from '../money';

export type CodShare = {
  orders: number;
  codOrders: number;
  /** rupees */
  value: number;
  codValue: number;
  /** percent of the orders (and of their value) paid by COD, one decimal; null with no orders */
  orderShare: number | null;
  valueShare: number | null;
};
export type RtoByState = { state: string; shipped: number; returned: number; rate: number };

/** Statuses a part only reaches once it left the seller (RETURNED/REFUNDED come after SHIPPED in the machine). */
const SHIPPED_OR_LATER = sql`('SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'REFUNDED')`;
const NEVER_HANDLED = sql`('PENDING', 'CANCELLED')`;

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export async function codFigures(
  db: DbOrTx,
  sellerId: number | null,
  from: Date,
): Promise<{ codShare: CodShare; rtoByState: RtoByState[] }> {
  const since = from.toISOString();
  const [share, states] = await Promise.all([
    db.execute(
      sellerId === null
        ? sql`SELECT COUNT(*)::int AS orders, COUNT(*) FILTER (WHERE o.payment_method = 'COD')::int AS cod_orders,
              COALESCE(SUM(o.total_paise), 0)::bigint AS value,
              COALESCE(SUM(o.total_paise) FILTER (WHERE o.payment_method = 'COD'), 0)::bigint AS cod_value
            FROM orders o WHERE o.created_at >= ${since} AND o.status NOT IN ${NEVER_HANDLED}`
        : sql`SELECT COUNT(*)::int AS orders, COUNT(*) FILTER (WHERE p.cod)::int AS cod_orders,
              COALESCE(SUM(p.value), 0)::bigint AS value, COALESCE(SUM(p.value) FILTER (WHERE p.cod), 0)::bigint AS cod_value
            FROM (SELECT o.payment_method = 'COD' AS cod,
                (SELECT COALESCE(SUM(i.total_paise), 0) FROM order_items i WHERE i.sub_order_id = s.id) AS value
              FROM sub_orders s JOIN orders o ON o.id = s.order_id
              WHERE s.seller_id = ${sellerId} AND o.created_at >= ${since} AND s.status NOT IN ${NEVER_HANDLED}) p`,
    ),
    db.execute(sql`SELECT COALESCE(NULLIF(o.shipping_address->>'state', ''), 'Unknown') AS state,
        COUNT(*)::int AS shipped, COUNT(s.rto_at)::int AS returned
      FROM sub_orders s JOIN orders o ON o.id = s.order_id
      WHERE o.created_at >= ${since} AND s.status IN ${SHIPPED_OR_LATER}
        ${sellerId === null ? sql`` : sql`AND s.seller_id = ${sellerId}`}
      GROUP BY 1`),
  ]);
  const [row] = rowsOf<{ orders: number; cod_orders: number; value: string | number; cod_value: string | number }>(
    share,
  );
  const orders = Number(row?.orders ?? 0);
  const codOrders = Number(row?.cod_orders ?? 0);
  const value = Number(row?.value ?? 0);
  const codValue = Number(row?.cod_value ?? 0);
  const rtoByState = rowsOf<{ state: string; shipped: number; returned: number }>(states)
    .map((r) => ({
      state: r.state,
      shipped: Number(r.shipped),
      returned: Number(r.returned),
      rate: percent(Number(r.returned), Number(r.shipped)) ?? 0,
    }))
    .sort((a, b) => b.rate - a.rate || b.returned - a.returned || a.state.localeCompare(b.state));
  return {
    codShare: {
      orders,
      codOrders,
      value: paiseToRupees(value),
      codValue: paiseToRupees(codValue),
      orderShare: percent(codOrders, orders),
      valueShare: percent(codValue, value),
    },
    rtoByState,
  };
}
