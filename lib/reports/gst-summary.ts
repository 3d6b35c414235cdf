/**
 * What a seller files for a month, from the tax documents it issued in that month (GSTR-1's B2C
 * tables): supplies by place of supply and rate, net of the month's credit notes; the HSN-wise
 * summary of the invoiced lines; and the credit notes, each as a negative amount. All in paise.
 *
 * Every buyer is unregistered (the shop collects no buyer GSTIN), so every supply is B2C. A credit
 * note carries no HSN (it refunds an amount, split at its invoice's own tax mix), so the HSN table
 * is of invoices and the notes are listed beside it; the totals are net of them.
 */
import type { InvoiceDocument } from '../invoices/document';

export type Amounts = {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
};
export type SupplyRow = Amounts & { state: string; stateCode: string | null; rateBp: number };
/** `description`: the first line's, with how many other products share the HSN and rate. */
export type HsnRow = Amounts & { hsn: string; description: string; rateBp: number; quantity: number };
export type CreditNoteRow = Amounts & { number: string; date: string; invoiceNumber: string; state: string };
export type GstSummary = {
  supplies: SupplyRow[];
  hsn: HsnRow[];
  creditNotes: CreditNoteRow[];
  totals: Amounts;
  invoiceCount: number;
};

const zero = (): Amounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 });

function add(into: Amounts, line: Amounts, sign: 1 | -1) {
  into.taxablePaise += sign * line.taxablePaise;
  into.igstPaise += sign * line.igstPaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
  into.totalPaise += sign * line.totalPaise;
}

function slot<K, T>(map: Map<K, T>, key: K, make: () => T): T {
  let row = map.get(key);
  if (!row) map.set(key, (row = make()));
  return row;
}

export function summariseGst(documents: readonly InvoiceDocument[]): GstSummary {
  const supplies = new Map<string, SupplyRow>();
  const hsn = new Map<string, HsnRow>();
  const descriptions = new Map<HsnRow, Set<string>>();
  const creditNotes: CreditNoteRow[] = [];
  const totals = zero();
  for (const doc of documents) {
    const sign = doc.kind === 'CREDIT_NOTE' ? -1 : 1;
    const state = doc.placeOfSupply.state.trim();
    for (const line of doc.lines) {
      const key = `${state.toLowerCase()}|${line.rateBp}`;
      add(
        slot(supplies, key, () => ({ state, stateCode: doc.placeOfSupply.stateCode, rateBp: line.rateBp, ...zero() })),
        line,
        sign,
      );
      add(totals, line, sign);
      if (sign === 1) {
        const code = line.hsn ?? '';
        const row = slot(hsn, `${code}|${line.rateBp}`, () => ({
          hsn: code,
          description: line.description,
          rateBp: line.rateBp,
          quantity: 0,
          ...zero(),
        }));
        row.quantity += line.quantity;
        add(row, line, 1);
        slot(descriptions, row, () => new Set()).add(line.description);
      }
    }
    if (sign === -1) {
      const note = { number: doc.number, date: doc.date, invoiceNumber: doc.against?.number ?? '', state, ...zero() };
      add(note, doc.totals, -1);
      creditNotes.push(note);
    }
  }
  for (const [row, names] of descriptions)
    if (names.size > 1) row.description = `${row.description} and ${names.size - 1} more`;
  const byState = (a: SupplyRow, b: SupplyRow) => a.state.localeCompare(b.state) || a.rateBp - b.rateBp;
  const byHsn = (a: HsnRow, b: HsnRow) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp;
  return {
    supplies: [...supplies.values()].sort(byState),
    hsn: [...hsn.values()].sort(byHsn),
    creditNotes: creditNotes.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number)),
    totals,
    invoiceCount: documents.filter((d) => d.kind === 'INVOICE').length,
  };
}
