/**
 * The one way the back office sets stock: each pack's new count and a stock_adjustments row with its
 * delta, count after, actor and reason. One pack (the editor, the variant calls) or ten thousand (a CSV
 * import) take the same path, two statements per thousand packs. The caller holds the packs' row locks.
 */
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db/client';
import { inBatches } from '../db/rows';
import * as t from '../db/schema';

export type StockMove = { pack: { id: number; productId: number; stockQuantity: number }; quantity: number };

export async function setStocks(tx: Tx, actor: Pick<Actor, 'id'>, moves: StockMove[], reason: string): Promise<void> {
  const changed = moves.filter((m) => m.quantity !== m.pack.stockQuantity);
  for (const batch of inBatches(changed, 1000)) {
    const values = sql.join(
      batch.map((m) => sql`(${m.pack.id}::int, ${m.quantity}::int)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE product_variants AS v SET stock_quantity = x.quantity, updated_at = now()
      FROM (VALUES ${values}) AS x(id, quantity) WHERE v.id = x.id`);
    await tx.insert(t.stockAdjustments).values(
      batch.map(({ pack, quantity }) => ({
        productId: pack.productId,
        variantId: pack.id,
        actorId: actor.id,
        delta: quantity - pack.stockQuantity,
        quantityAfter: quantity,
        reason,
      })),
    );
  }
}
