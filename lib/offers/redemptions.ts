/**
 * The redemption counter of design §11: a placement takes one per offer with a guarded update (the
 * limit holds under races), and a cancelled order gives its redemptions back (a returned one keeps
 * them). Both run inside the caller's transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { orderPromotions } from '../db/schema';
import { placedOrdersOf } from './load';
import type { AppliedOffer, Promotion } from './types';

/** Thrown when an offer ran out (or this shopper's use of it) while the order was priced: price again. */
export class OfferRanOut extends Error {
  constructor(readonly promotionId: number) {
    super(`Promotion ${promotionId} ran out during placement.`);
  }
}

/**
 * Takes one redemption of each applied offer for this order and records it. The guarded update takes
 * the promotion's row lock, so the per-shopper rules are read again after it: whoever held the lock
 * before has committed, and READ COMMITTED sees their order. Promotion-id order: no deadlock.
 */
export async function redeemOffers(
  tx: Tx,
  order: { id: number; userId: number },
  applied: readonly AppliedOffer[],
  rules: readonly Promotion[],
): Promise<void> {
  for (const offer of [...applied].sort((a, b) => a.promotionId - b.promotionId)) {
    const taken = rowsOf<{ id: number }>(
      await tx.execute(sql`
        UPDATE promotions SET redemptions = redemptions + 1, updated_at = now()
        WHERE id = ${offer.promotionId} AND (total_limit IS NULL OR redemptions < total_limit)
        RETURNING id`),
    );
    if (!taken.length) throw new OfferRanOut(offer.promotionId);
    const rule = rules.find((p) => p.id === offer.promotionId)!;
    if (await shopperMayNotUse(tx, order, rule)) throw new OfferRanOut(offer.promotionId);
  }
  if (!applied.length) return;
  await tx.insert(orderPromotions).values(
    applied.map((a) => ({
      orderId: order.id,
      promotionId: a.promotionId,
      userId: order.userId,
      code: a.code,
      title: a.title,
      kind: a.kind,
      amountPaise: a.amountPaise,
    })),
  );
}

async function shopperMayNotUse(tx: Tx, order: { id: number; userId: number }, rule: Promotion): Promise<boolean> {
  if (rule.perCustomerLimit !== null && (await heldUses(tx, order.userId, rule.id)) >= rule.perCustomerLimit) {
    return true;
  }
  return rule.firstOrderOnly && (await placedOrdersOf(tx, order.userId, order.id)) > 0;
}

/** This shopper's redemptions of the promotion that are still held (not given back by a cancellation). */
const heldUses = (tx: Tx, userId: number, promotionId: number) =>
  tx.$count(
    orderPromotions,
    and(
      eq(orderPromotions.userId, userId),
      eq(orderPromotions.promotionId, promotionId),
      isNull(orderPromotions.releasedAt),
    ),
  );

/** A cancelled order gives its redemptions back: marked released, each promotion's counter one lower. */
export async function releaseRedemptions(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  const released = await tx
    .update(orderPromotions)
    .set({ releasedAt: now })
    .where(and(eq(orderPromotions.orderId, orderId), isNull(orderPromotions.releasedAt)))
    .returning({ promotionId: orderPromotions.promotionId });
  for (const { promotionId } of released.sort((a, b) => a.promotionId - b.promotionId)) {
    await tx.execute(sql`
      UPDATE promotions SET redemptions = GREATEST(redemptions - 1, 0), updated_at = now()
      WHERE id = ${promotionId}`);
  }
}
