/**
 * Which seller a report is about. A seller's member reports on its own seller only: naming another
 * one is "not found", like every other record outside its scope. The admin names a seller (the GST
 * report is one seller's return) or, for the orders CSV, may leave it out to cover every seller.
 */
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { staffScopeOf } from '../auth/staff';
import { getDb, type DbOrTx } from '../db/client';
import { sellers } from '../db/schema';
import { AppError } from '../errors';

export const SELLER_NOT_FOUND = 'Seller not found.';
export const PICK_A_SELLER = 'Pick a seller: the GST report is one seller’s return.';

export type ReportSeller = typeof sellers.$inferSelect;

export async function reportSeller(
  actor: Actor,
  sellerId: number | undefined,
  db: DbOrTx,
): Promise<ReportSeller | null> {
  const scope = staffScopeOf(actor);
  if (scope.kind === 'seller' && sellerId !== undefined && sellerId !== scope.sellerId)
    throw new AppError('not_found', SELLER_NOT_FOUND);
  const id = scope.kind === 'seller' ? scope.sellerId : sellerId;
  if (id === undefined) return null;
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  if (!seller) throw new AppError('not_found', SELLER_NOT_FOUND);
  return seller;
}

/** The sellers the admin picks from on the Reports screen. */
export async function listReportSellers(db: DbOrTx = getDb()): Promise<{ id: number; name: string }[]> {
  return db.select({ id: sellers.id, name: sellers.name }).from(sellers).orderBy(asc(sellers.name), asc(sellers.id));
}
