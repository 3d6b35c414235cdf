/**
 * The order queue moves several sub-orders at once (start packing a morning's orders). Each goes
 * through moveSubOrder on its own, with the caller's scope, so each is audited, mailed and
 * refused exactly as a single move would be; one refusal does not stop the others.
 */
import { getDb, type Db } from '../db/client';
import { isAppError } from '../errors';
import type { SessionUser } from '../auth/session';
import { moveSubOrder } from './fulfil';
import type { BulkStatusInput } from './schemas';

export type BulkMoveResult = { moved: string[]; refused: { subOrderNumber: string; message: string }[] };

export async function moveSubOrders(
  user: SessionUser,
  input: BulkStatusInput,
  db: Db = getDb(),
): Promise<BulkMoveResult> {
  const result: BulkMoveResult = { moved: [], refused: [] };
  for (const subOrderNumber of new Set(input.subOrderNumbers.map((n) => n.toUpperCase()))) {
    try {
      await moveSubOrder(user, subOrderNumber, { status: input.status }, db);
      result.moved.push(subOrderNumber);
    } catch (error) {
      // Another seller's number is "not found", the same answer as a single move gives.
      if (!isAppError(error)) throw error;
      result.refused.push({ subOrderNumber, message: error.message });
    }
  }
  return result;
}
