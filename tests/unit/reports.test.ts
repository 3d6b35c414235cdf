import { csvCell, csvLines } from '@/lib/reports/csv';
import type { InvoiceDocument } from '@/lib/invoices/document';
import { splitLines, type TaxLineInput } from '@/lib/invoices/tax';
import { summariseGst } from '@/lib/reports/gst-summary';
import { ratePercentText, rupeesText } from '@/lib/reports/money-text';
import { dayRange, gstReportQuery, monthRange, ordersReportQuery } from '@/lib/reports/period';

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, and ends rows with CRLF', () => {
    expect(csvLines([['plain', 'a,b', 'say "hi"', 'two\nlines', null, 7]])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,7\r\n',
    );
  });
  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
  it('leaves numbers, negative amounts included, as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Tea - 100 g')).toBe('Tea - 100 g');
  });
});

describe('report amounts', () => {
  it('are rupees with two decimals made from paise', () => {
    expect(rupeesText(123450)).toBe('1234.50');
    expect(rupeesText(-1205)).toBe('-12.05');
    expect(rupeesText(7)).toBe('0.07');
    expect(rupeesText(-7)).toBe('-0.07');
    expect(ratePercentText(500)).toBe('5.00');
    expect(ratePercentText(1800)).toBe('18.00');
  });
});

describe('report periods (India time)', () => {
  it('a day range covers both ends from midnight IST', () => {
    const { start, end } = dayRange('2026-03-01', '2026-03-31');
    expect(start.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
  it('a month runs from the 1st to the next 1st, December into January', () => {
    expect(monthRange('2025-12')).toEqual({
      start: new Date('2025-11-30T18:30:00Z'),
      end: new Date('2025-12-31T18:30:00Z'),
    });
  });
  it('refuses a range past 366 days, backwards, or a non-date, and defaults to the last 30 days', () => {
    expect(ordersReportQuery.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(ordersReportQuery.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(ordersReportQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0].message).toBe(
      'To must be on or after From',
    );
    expect(ordersReportQuery.safeParse({ from: '2026-02-30' }).error?.issues[0].message).toBe(
      'From must be a date as YYYY-MM-DD',
    );
    const d = ordersReportQuery.parse({});
    expect((Date.parse(d.to) - Date.parse(d.from)) / 86_400_000).toBe(29);
  });
  it('a GST month must be YYYY-MM; a seller must be an id', () => {
    expect(gstReportQuery.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(gstReportQuery.safeParse({ month: '2026-3' }).success).toBe(false);
    expect(gstReportQuery.parse({ month: '2026-03', sellerId: '4' })).toEqual({
      month: '2026-03',
      format: 'json',
      sellerId: 4,
    });
    expect(gstReportQuery.safeParse({ month: '2026-03', sellerId: 'x' }).success).toBe(false);
  });
});

function doc(
  kind: InvoiceDocument['kind'],
  number: string,
  state: string,
  intra: boolean,
  lines: TaxLineInput[],
  against?: string,
): InvoiceDocument {
  const split = splitLines(lines, intra);
  return {
    kind,
    title: '',
    number,
    date: '2026-03-10T06:00:00.000Z',
    subOrderNumber: 'S',
    orderNumber: 'O',
    supplier: { name: 'Estate', address: '', state: 'West Bengal', stateCode: '19', gstin: null },
    recipient: { name: 'Asha', address: '', state, stateCode: null, gstin: null },
    placeOfSupply: { state, stateCode: null },
    intraState: intra,
    reverseCharge: false,
    ...split,
    signatory: '',
    ...(against ? { against: { number: against, date: '' } } : {}),
  };
}

describe('GST summary', () => {
  const tea = (q: number): TaxLineInput => ({
    description: 'Tea · 100 g',
    hsn: '0902',
    quantity: q,
    totalPaise: q * 399_00,
    rateBp: 500,
  });
  const mug: TaxLineInput = { description: 'Mug', hsn: '6912', quantity: 1, totalPaise: 500_00, rateBp: 1800 };
  const docs = [
    doc('INVOICE', 'I1-2526-1', 'Karnataka', false, [tea(2), mug]),
    doc('INVOICE', 'I1-2526-2', 'West Bengal', true, [tea(1)]),
    doc('INVOICE', 'I1-2526-3', 'karnataka ', false, [{ ...tea(1), description: 'Tea · 250 g' }]),
    doc(
      'CREDIT_NOTE',
      'C1-2526-1',
      'Karnataka',
      false,
      [{ description: 'Refund', hsn: null, quantity: 1, totalPaise: 100_00, rateBp: 500 }],
      'I1-2526-1',
    ),
  ];
  const s = summariseGst(docs);

  it('groups supplies by place of supply and rate, net of credit notes', () => {
    expect(s.supplies.map((r) => [r.state, r.rateBp, r.totalPaise])).toEqual([
      ['Karnataka', 500, 3 * 399_00 - 100_00],
      ['Karnataka', 1800, 500_00],
      ['West Bengal', 500, 399_00],
    ]);
    const wb = s.supplies[2];
    expect([wb.igstPaise, wb.cgstPaise + wb.sgstPaise, wb.taxablePaise + wb.cgstPaise + wb.sgstPaise]).toEqual([
      0, 19_00, 399_00,
    ]);
  });
  it('sums HSN and rate over invoices, naming how many products share one', () => {
    expect(s.hsn.map((r) => [r.hsn, r.rateBp, r.quantity, r.totalPaise, r.description])).toEqual([
      ['0902', 500, 4, 4 * 399_00, 'Tea · 100 g and 1 more'],
      ['6912', 1800, 1, 500_00, 'Mug'],
    ]);
  });
  it('lists credit notes as negative amounts and nets them out of the totals', () => {
    expect(s.creditNotes).toEqual([
      expect.objectContaining({ number: 'C1-2526-1', invoiceNumber: 'I1-2526-1', totalPaise: -100_00 }),
    ]);
    expect(s.totals.totalPaise).toBe(4 * 399_00 + 500_00 - 100_00);
    const sum = (k: 'taxablePaise' | 'igstPaise') => s.supplies.reduce((n, r) => n + r[k], 0);
    expect(s.totals.taxablePaise).toBe(sum('taxablePaise'));
    expect(s.totals.igstPaise).toBe(sum('igstPaise'));
    expect(s.invoiceCount).toBe(3);
  });
});
