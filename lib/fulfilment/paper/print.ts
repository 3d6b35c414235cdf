/**
 * The back office's paper for a parcel, as PDF bytes: a sub-order's packing slip, its shipping
 * label, or many labels in one file to print in one go. Reads only; nothing changes, so nothing is audited.
 */
import { getDb, type Db } from '../../db/client';
import type { SessionUser } from '../../auth/session';
import { loadPaper, loadPapers } from './load';
import { packingSlipPdf } from './slip-pdf';
import { labelsPdf } from './label-pdf';

export async function packingSlipFor(user: SessionUser, subOrderNumber: string, db: Db = getDb()): Promise<Uint8Array> {
  return packingSlipPdf(await loadPaper(db, user, subOrderNumber));
}

export async function labelsFor(
  user: SessionUser,
  subOrderNumbers: readonly string[],
  db: Db = getDb(),
): Promise<Uint8Array> {
  return labelsPdf(await loadPapers(db, user, subOrderNumbers));
}
