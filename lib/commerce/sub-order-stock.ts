/**
 * Shared by the whole-order and the per-part moves: re-deriving the order's status from its parts,
 * and putting a cancelled part's stock back.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ORDER_STATUSES, inventory, orderItems, orders, products, subOrders } from '../db/schema';
import { deriveOrderStatus } from './derived-status';

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Recomputes the order's status from its parts and stores it when it changed. */
export async function rederiveOrderStatus(
  tx: Tx,
  orderId: number,
  current: OrderStatus,
  now = new Date(),
): Promise<OrderStatus> {
  const parts = await tx.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.orderId, orderId));
  const derived = deriveOrderStatus(parts.map((p) => p.status as OrderStatus));
  if (derived !== current)
    await tx.update(orders).set({ status: derived, updatedAt: now }).where(eq(orders.id, orderId));
  return derived;
}

/** Puts these sub-orders' quantities back, product rows in id order (the order placement takes them in). */
export async function restoreSubOrderStock(tx: Tx, subOrderIds: number[]): Promise<string[]> {
  if (!subOrderIds.length) return [];
  const lines = await tx
    .select({
      productId: orderItems.productId,
      slug: products.slug,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.subOrderId, subOrderIds))
    .groupBy(orderItems.productId, products.slug)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    await tx
      .update(inventory)
      .set({ stockQuantity: sql`${inventory.stockQuantity} + ${Number(line.quantity)}`, updatedAt: new Date() })
      .where(and(eq(inventory.productId, line.productId)));
  }
  return lines.map((l) => l.slug);
}
