/**
 * The one rule that gives an order its status from its sub-orders (each seller moves its own
 * part). Written out in docs/orders.md; the stored `orders.status` is always this function's
 * answer, so the history filter and the order pages read one column.
 *
 * 1. Cancelled parts do not count while another part is alive; all parts cancelled → CANCELLED.
 * 2. Otherwise the order is as far as its slowest live part (PENDING < CONFIRMED < PROCESSING <
 *    SHIPPED < DELIVERED < RETURN_REQUESTED < RETURNED < REFUNDED) …
 * 3. … except that once any live part has moved past CONFIRMED while another is still
 *    CONFIRMED, the order is PROCESSING: the shop has started on it.
 */
import type { ORDER_STATUSES } from '../db/schema';

type OrderStatus = (typeof ORDER_STATUSES)[number];

const RANK: Record<OrderStatus, number> = {
  PENDING: 0,
  CONFIRMED: 1,
  PROCESSING: 2,
  SHIPPED: 3,
  DELIVERED: 4,
  RETURN_REQUESTED: 5,
  RETURNED: 6,
  REFUNDED: 7,
  CANCELLED: 8,
};

export function deriveOrderStatus(parts: readonly OrderStatus[]): OrderStatus {
  if (parts.length === 0) throw new Error('An order has at least one sub-order.');
  const live = parts.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  const ranked = [...live].sort((a, b) => RANK[a] - RANK[b]);
  const slowest = ranked[0];
  const fastest = ranked[ranked.length - 1];
  if (slowest === 'CONFIRMED' && RANK[fastest] > RANK.CONFIRMED) return 'PROCESSING';
  return slowest;
}
