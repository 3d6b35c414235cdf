/**
 * Who may read a sub-order's tax documents: its buyer, the members of its seller, and admins.
 * Anyone else — and a document not issued yet — is "not found".
 */
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { invoices, orders, subOrders } from '../db/schema';
import { AppError } from '../errors';
import type { SessionUser } from '../auth/session';
import type { InvoiceDocument } from './document';
import type { DocumentKind } from './tax';

export const DOCUMENT_NOT_FOUND = 'Invoice not found.';

/**
 * A part has one invoice and a credit note per refund: `number` picks one note, and without it the
 * latest is read (the address a single-refund part's link has always used).
 */
export async function readTaxDocument(
  user: SessionUser,
  subOrderNumber: string,
  kind: DocumentKind,
  number: string | null = null,
  db: DbOrTx = getDb(),
): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ document: invoices.document, buyer: orders.userId, sellerId: subOrders.sellerId })
    .from(invoices)
    .innerJoin(subOrders, eq(subOrders.id, invoices.subOrderId))
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(
      and(
        eq(subOrders.subOrderNumber, subOrderNumber.toUpperCase()),
        eq(invoices.kind, kind),
        number ? eq(invoices.number, number.toUpperCase()) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(1);
  const allowed =
    row &&
    (row.buyer === user.id || user.role === 'ADMIN' || (user.role === 'SELLER' && user.sellerId === row.sellerId));
  if (!allowed) throw new AppError('not_found', DOCUMENT_NOT_FOUND);
  return row.document as InvoiceDocument;
}
