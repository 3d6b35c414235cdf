/**
 * Shared by the whole-order and the per-part moves: re-deriving the order's status from its parts,
 * and putting a cancelled part's stock back.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ORDER_STATUSES, orderItems, orders, productVariants, products, subOrders } from '../db/schema';
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

/**
 * Puts these sub-orders' quantities back on their packs, in pack-id order (the order placement takes
 * them in). A line whose pack was deleted since has nowhere to go back to and is skipped.
 */
export async function restoreSubOrderStock(tx: Tx, subOrderIds: number[]): Promise<string[]> {
  if (!subOrderIds.length) return [];
  const lines = await tx
    .select({
      variantId: orderItems.variantId,
      slug: products.slug,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.subOrderId, subOrderIds), isNotNull(orderItems.variantId)))
    .groupBy(orderItems.variantId, products.slug)
    .orderBy(asc(orderItems.variantId));
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} + ${Number(line.quantity)}`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, line.variantId!));
  }
  return [...new Set(lines.map((l) => l.slug))];
}
