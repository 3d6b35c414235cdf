/**
 * Staff lift a customer's COD bar (design §13): the parcels they refused so far stop counting, so cash on
 * delivery is offered to them again until two more come back. The record itself stays (the parcels are
 * still RTO'd); only the moment it counts from moves. ADMIN only, audited with the record it cleared.
 */
import { eq } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit } from '../audit/audit';
import { getDb, type Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { codRefusalsOf } from '../delivery/cod-record';
import { COD_REFUSALS_TO_BAR } from '../delivery/cod-rules';

export const NOT_COD_BARRED = 'This customer is not barred from cash on delivery.';

export async function liftCodBar(
  actor: Actor,
  id: string | number,
  db: Db = getDb(),
  now = new Date(),
): Promise<{ id: number; codRefusals: number; codClearedAt: string }> {
  assertAdmin(actor);
  const notFound = () => new AppError('not_found', 'User not found');
  const userId = idFrom(id, notFound);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, codClearedAt: users.codClearedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    const refusals = await codRefusalsOf(tx, userId);
    if (refusals < COD_REFUSALS_TO_BAR) throw new AppError('conflict', NOT_COD_BARRED);
    await tx.update(users).set({ codClearedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await recordAudit(
      tx,
      actor,
      'user',
      userId,
      'lift-cod-bar',
      { codRefusals: refusals, codClearedAt: user.codClearedAt },
      { codRefusals: 0, codClearedAt: now },
    );
    return { id: userId, codRefusals: 0, codClearedAt: now.toISOString() };
  });
}
