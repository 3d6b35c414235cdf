/**
 * GST on tax-inclusive prices. A line's total is what it paid after offers (a discount comes off
 * before tax, docs/gst.md). Each line's taxable value = total × 100 / (100 + rate), rounded to
 * the paisa, and its tax is the rest — so taxable + tax is the line total exactly, and the
 * invoice's totals (sums of the lines) add up to what was charged to the paisa. Within one state
 * the tax is CGST + SGST (half each; an odd paisa goes to SGST), across states it is IGST.
 */
export type TaxLineInput = {
  description: string;
  hsn: string | null;
  quantity: number;
  /** what the line was paid, tax included: after any offer discount */
  totalPaise: number;
  rateBp: number;
  /** the offers' discount on the line, taken before tax (its value before it: total + discount) */
  discountPaise?: number;
};
export type TaxLine = TaxLineInput & { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
export type TaxTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** Σ the lines' offer discounts (absent on documents issued before offers) */
  discountPaise?: number;
};

/** Taxable value of a tax-inclusive amount at a rate in basis points (500 = 5 %). */
export function taxableOf(inclusivePaise: number, rateBp: number): number {
  return Math.round((inclusivePaise * 10_000) / (10_000 + rateBp));
}

export function splitLine(line: TaxLineInput, intraState: boolean): TaxLine {
  const taxablePaise = taxableOf(line.totalPaise, line.rateBp);
  const tax = line.totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return {
    ...line,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

export function splitLines(
  lines: readonly TaxLineInput[],
  intraState: boolean,
): { lines: TaxLine[]; totals: TaxTotals } {
  const split = lines.map((l) => splitLine(l, intraState));
  const totals = split.reduce<TaxTotals>(
    (t, l) => ({
      taxablePaise: t.taxablePaise + l.taxablePaise,
      cgstPaise: t.cgstPaise + l.cgstPaise,
      sgstPaise: t.sgstPaise + l.sgstPaise,
      igstPaise: t.igstPaise + l.igstPaise,
      totalPaise: t.totalPaise + l.totalPaise,
      discountPaise: (t.discountPaise ?? 0) + (l.discountPaise ?? 0),
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0, discountPaise: 0 },
  );
  return { lines: split, totals };
}

/** Same state, compared the way addresses are typed (case and spacing do not matter). */
export function isIntraState(supplierState: string, placeOfSupply: string): boolean {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  return norm(supplierState) === norm(placeOfSupply);
}

/**
 * The financial year (April–March, in India's time) a moment falls in, as its two years:
 * 31 March 2026 23:59 IST → "2526", 1 April 2026 00:00 IST → "2627".
 */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}${two(start + 1)}`;
}

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/**
 * "I7-2526-42": kind, the seller, the financial year, and the seller's sequence number in that
 * year last. At most 16 characters (Rule 46), checked here so a huge seller id or sequence fails
 * loudly instead of issuing a non-compliant number.
 */
export function documentNumber(kind: DocumentKind, sellerId: number, fy: string, seq: number): string {
  const number = `${kind === 'INVOICE' ? 'I' : 'C'}${sellerId}-${fy}-${seq}`;
  if (number.length > 16) throw new Error(`Document number ${number} is longer than 16 characters.`);
  return number;
}
