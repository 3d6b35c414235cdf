/**
 * Issuing tax documents, inside the transaction that ships a sub-order (invoice) or settles a
 * refund (credit note). The number comes from the seller's counter row for that financial year,
 * incremented and locked until the transaction commits: concurrent shipments of one seller take
 * numbers one after the other, and a rolled-back shipment gives its number back — no gaps, no
 * duplicates (the unique constraints on invoices are the last guard).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { invoices, orderItems, orders, sellers, subOrders, type refunds } from '../db/schema';
import { isFirstSubOrder } from '../commerce/first-sub-order';
import { getShopSettings } from '../settings/settings';
import type { InvoiceDocument, Party } from './document';
import { stateCode } from './states';
import { documentNumber, financialYear, isIntraState, splitLines, type DocumentKind, type TaxLineInput } from './tax';

type Address = {
  name: string;
  streetAddress: string;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
};

async function nextNumber(tx: Tx, kind: DocumentKind, sellerId: number, at: Date) {
  const fy = financialYear(at);
  const [row] = rowsOf<{ last_seq: number }>(
    await tx.execute(sql`
      INSERT INTO invoice_counters (seller_id, kind, fy, last_seq) VALUES (${sellerId}, ${kind}, ${fy}, 1)
      ON CONFLICT (seller_id, kind, fy) DO UPDATE SET last_seq = invoice_counters.last_seq + 1
      RETURNING last_seq`),
  );
  const seq = Number(row.last_seq);
  return { fy, seq, number: documentNumber(kind, sellerId, fy, seq) };
}

/** The seller is the supplier; one without its own GSTIN sells under the shop's registration. */
function supplierOf(seller: typeof sellers.$inferSelect, shopGstin: string): Party {
  // The supplier's full address: street, city, PIN (the state is its own line); a phone when the seller gave one.
  const address = [
    seller.address,
    [seller.city, seller.pincode].filter(Boolean).join(' '),
    seller.phone && `Phone ${seller.phone}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: seller.name,
    address,
    state: seller.state,
    stateCode: stateCode(seller.state),
    gstin: seller.gstin ?? shopGstin,
  };
}

function recipientOf(a: Address): Party {
  const address = [a.streetAddress, a.addressLine1, a.addressLine2, `${a.city} ${a.postalCode}`]
    .filter(Boolean)
    .join(', ');
  return { name: a.name, address, state: a.state, stateCode: stateCode(a.state), gstin: null };
}

/** An invoice line names the pack sold: "Darjeeling First Flush · 500 g". */
const itemDescription = (i: { productName: string; size: string | null }) =>
  [i.productName, i.size].filter(Boolean).join(' · ');

/** The sub-order's lines; the order-level charges (first sub-order only) follow its main line's rate. */
async function linesOf(
  tx: Tx,
  sub: typeof subOrders.$inferSelect,
  order: typeof orders.$inferSelect,
): Promise<TaxLineInput[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.subOrderId, sub.id)).orderBy(asc(orderItems.id));
  const lines: TaxLineInput[] = items.map((i) => ({
    description: itemDescription(i),
    hsn: i.hsnCode,
    quantity: i.quantity,
    // Taxable value from what the line paid: an offer's discount comes off before tax.
    totalPaise: i.netPaise,
    rateBp: i.gstRateBp,
    discountPaise: i.totalPaise - i.netPaise,
  }));
  const first = await isFirstSubOrder(tx, sub);
  const charges = order.shippingPaise + order.handlingPaise;
  if (first && charges > 0) {
    // Delivery with goods is a composite supply: taxed at the rate of the principal (largest) line.
    const principal = [...lines].sort((x, y) => y.totalPaise - x.totalPaise)[0];
    lines.push({
      description: 'Delivery and handling',
      hsn: '996812',
      quantity: 1,
      totalPaise: charges,
      rateBp: principal?.rateBp ?? 0,
    });
  }
  return lines;
}

export async function issueInvoice(tx: Tx, subOrderId: number, at = new Date()): Promise<InvoiceDocument> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subOrderId, subOrderId), eq(invoices.kind, 'INVOICE')));
  if (existing) return existing.document as InvoiceDocument;
  const [sub] = await tx.select().from(subOrders).where(eq(subOrders.id, subOrderId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, sub.orderId));
  const [seller] = await tx.select().from(sellers).where(eq(sellers.id, sub.sellerId));
  const address = order.shippingAddress as Address;
  const { shop } = await getShopSettings(tx);
  const supplier = supplierOf(seller, shop.gstin);
  const intraState = isIntraState(seller.state, address.state);
  const { lines, totals } = splitLines(await linesOf(tx, sub, order), intraState);
  const { fy, seq, number } = await nextNumber(tx, 'INVOICE', seller.id, at);
  const document: InvoiceDocument = {
    kind: 'INVOICE',
    title: 'Tax Invoice',
    number,
    date: at.toISOString(),
    subOrderNumber: sub.subOrderNumber,
    orderNumber: order.orderNumber,
    supplier,
    recipient: recipientOf(address),
    placeOfSupply: { state: address.state, stateCode: stateCode(address.state) },
    intraState,
    reverseCharge: false,
    lines,
    totals,
    signatory: `For ${seller.name} (authorised signatory)`,
    soldThrough: shop.name,
  };
  await tx
    .insert(invoices)
    .values({ subOrderId, sellerId: seller.id, kind: 'INVOICE', number, fy, seq, issuedAt: at, document });
  return document;
}

/**
 * Each refund of an invoiced sub-order issues its own credit note for the refunded amount, split at
 * the invoice's own mix of taxable value and tax: a part refunded twice (some now, the rest later)
 * has two notes, each citing the invoice. Issued once per refund, however often this is called.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: typeof refunds.$inferSelect,
  at = new Date(),
): Promise<InvoiceDocument | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subOrderId, refund.subOrderId), eq(invoices.kind, 'INVOICE')));
  if (!invoice) return null;
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.refundId, refund.id));
  if (already) return null;
  const original = invoice.document as InvoiceDocument;
  // The note names what the refund is against, pack by pack, as the invoice's lines did.
  const items = await tx
    .select({ productName: orderItems.productName, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.subOrderId, refund.subOrderId))
    .orderBy(asc(orderItems.id));
  const against = items.map((i) => `${itemDescription(i)} × ${i.quantity}`).join(', ');
  const effectiveRateBp =
    original.totals.taxablePaise > 0
      ? Math.round(
          ((original.totals.totalPaise - original.totals.taxablePaise) * 10_000) / original.totals.taxablePaise,
        )
      : 0;
  const { lines, totals } = splitLines(
    [
      {
        description: `Refund ${refund.refundNumber}: ${refund.reason} (${against})`,
        hsn: null,
        quantity: 1,
        totalPaise: refund.amountPaise,
        rateBp: effectiveRateBp,
      },
    ],
    original.intraState,
  );
  const { fy, seq, number } = await nextNumber(tx, 'CREDIT_NOTE', invoice.sellerId, at);
  const document: InvoiceDocument = {
    ...original,
    kind: 'CREDIT_NOTE',
    title: 'Credit Note',
    number,
    date: at.toISOString(),
    lines,
    totals,
    against: { number: original.number, date: original.date },
    reason: refund.reason,
  };
  await tx.insert(invoices).values({
    subOrderId: refund.subOrderId,
    sellerId: invoice.sellerId,
    kind: 'CREDIT_NOTE',
    number,
    fy,
    seq,
    issuedAt: at,
    invoiceId: invoice.id,
    refundId: refund.id,
    document,
  });
  return document;
}
