/**
 * The shape of every timed order sweep (unpaid orders, unconfirmed COD orders): take up to a batch of
 * due orders under `FOR UPDATE SKIP LOCKED`, handle each in that transaction, and once committed expire
 * the pages showing their stock. Safe with several app instances: rows another instance (or a payment or
 * confirmation) holds are skipped and looked at again by the next sweep.
 */
import { asc, type SQL } from 'drizzle-orm';
import { revalidateOrderStock } from '../cache/revalidate';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';

const SWEEP_BATCH = 100;

export async function sweepOrders(
  db: Db,
  due: SQL | undefined,
  handle: (tx: Tx, orderId: number) => Promise<void>,
): Promise<number[]> {
  const swept: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(due)
        .orderBy(asc(orders.id))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      for (const { id } of rows) await handle(tx, id);
      return rows.map((r) => r.id);
    });
    // Their stock is back on sale: on every instance, from the next request.
    await revalidateOrderStock(batch, db);
    swept.push(...batch);
    if (batch.length < SWEEP_BATCH) return swept;
  }
}
