/** The tax documents of sub-orders, by number: for the shopper's order page and the back office's sub-order page. */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema';

/** A part's invoice number once it shipped, and one credit note per refund after that, oldest first. */
export type TaxDocumentNumbers = { invoice: string | null; creditNotes: string[] };

export async function taxDocumentsOf(db: DbOrTx, subOrderIds: number[]): Promise<Map<number, TaxDocumentNumbers>> {
  const byPart = new Map<number, TaxDocumentNumbers>(subOrderIds.map((id) => [id, { invoice: null, creditNotes: [] }]));
  if (!subOrderIds.length) return byPart;
  const rows = await db
    .select({ subOrderId: invoices.subOrderId, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.subOrderId, subOrderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  for (const row of rows) {
    const part = byPart.get(row.subOrderId)!;
    if (row.kind === 'INVOICE') part.invoice = row.number;
    else part.creditNotes.push(row.number);
  }
  return byPart;
}
