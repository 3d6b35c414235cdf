/**
 * GET /api/v1/admin/reports/gst?month=YYYY-MM&format=json|csv[&sellerId=…]: one seller's month of
 * tax documents (issued in that India month) summarised for its GST return (gst-summary.ts), with
 * amounts as rupee text to the paisa. The CSV is the same tables, one section each.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { getDb, type DbOrTx } from '../db/client';
import { invoices } from '../db/schema';
import { AppError } from '../errors';
import type { InvoiceDocument } from '../invoices/document';
import { getShopSettings } from '../settings/settings';
import { csvLines, type CsvCell } from './csv';
import { summariseGst, type Amounts } from './gst-summary';
import { ratePercentText, rupeesText } from './money-text';
import { istDate, monthRange } from './period';
import { PICK_A_SELLER, reportSeller } from './seller';

type Money = { taxable: string; igst: string; cgst: string; sgst: string; total: string };

export type GstReport = {
  month: string;
  seller: { id: number; name: string; gstin: string; state: string };
  invoiceCount: number;
  supplies: (Money & { state: string; stateCode: string | null; rate: string })[];
  hsn: (Money & { hsn: string; description: string; rate: string; quantity: number })[];
  creditNotes: (Money & { number: string; date: string; invoiceNumber: string; state: string })[];
  totals: Money;
};

const money = (a: Amounts): Money => ({
  taxable: rupeesText(a.taxablePaise),
  igst: rupeesText(a.igstPaise),
  cgst: rupeesText(a.cgstPaise),
  sgst: rupeesText(a.sgstPaise),
  total: rupeesText(a.totalPaise),
});

export async function gstReport(
  actor: Actor,
  input: { month: string; sellerId?: number },
  db: DbOrTx = getDb(),
): Promise<GstReport> {
  const seller = await reportSeller(actor, input.sellerId, db);
  if (!seller) throw new AppError('invalid', PICK_A_SELLER, { errors: { sellerId: PICK_A_SELLER } });
  const { start, end } = monthRange(input.month);
  const rows = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.sellerId, seller.id), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const summary = summariseGst(rows.map((r) => r.document as InvoiceDocument));
  return {
    month: input.month,
    seller: {
      id: seller.id,
      name: seller.name,
      gstin: seller.gstin ?? (await getShopSettings(db)).shop.gstin,
      state: seller.state,
    },
    invoiceCount: summary.invoiceCount,
    supplies: summary.supplies.map((r) => ({
      state: r.state,
      stateCode: r.stateCode,
      rate: ratePercentText(r.rateBp),
      ...money(r),
    })),
    hsn: summary.hsn.map((r) => ({
      hsn: r.hsn,
      description: r.description,
      rate: ratePercentText(r.rateBp),
      quantity: r.quantity,
      ...money(r),
    })),
    creditNotes: summary.creditNotes.map((r) => ({
      number: r.number,
      date: istDate(new Date(r.date)),
      invoiceNumber: r.invoiceNumber,
      state: r.state,
      ...money(r),
    })),
    totals: money(summary.totals),
  };
}

const TAX_HEAD = ['Taxable value', 'IGST', 'CGST', 'SGST', 'Total'];
const taxCells = (m: Money): CsvCell[] => [m.taxable, m.igst, m.cgst, m.sgst, m.total];

/** The report as CSV: a heading, then each table as its own section (title row, header row, rows). */
export function gstReportCsv(report: GstReport): string {
  return csvLines([
    ['GST report', report.month],
    ['Seller', report.seller.name],
    ['GSTIN', report.seller.gstin],
    ['State', report.seller.state],
    [],
    ['B2C supplies by place of supply and rate (net of credit notes)'],
    ['Place of supply', 'State code', 'Rate %', ...TAX_HEAD],
    ...report.supplies.map((r) => [r.state, r.stateCode, r.rate, ...taxCells(r)]),
    [],
    ['HSN-wise summary of invoices'],
    ['HSN', 'Description', 'Rate %', 'Quantity', ...TAX_HEAD],
    ...report.hsn.map((r) => [r.hsn, r.description, r.rate, r.quantity, ...taxCells(r)]),
    [],
    ['Credit notes'],
    ['Number', 'Date', 'Invoice number', 'Place of supply', ...TAX_HEAD],
    ...report.creditNotes.map((r) => [r.number, r.date, r.invoiceNumber, r.state, ...taxCells(r)]),
    [],
    ['Totals (net of credit notes)'],
    ['Invoices', ...TAX_HEAD],
    [report.invoiceCount, ...taxCells(report.totals)],
  ]);
}
