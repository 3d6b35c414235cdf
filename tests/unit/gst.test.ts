import { documentNumber, financialYear, isIntraState, splitLine, splitLines, taxableOf } from '@/lib/invoices/tax';

describe('tax-inclusive prices split into taxable value and GST', () => {
  it('5 % on ₹399: taxable ₹380.00, tax ₹19.00; intra-state half CGST half SGST', () => {
    expect(taxableOf(399_00, 500)).toBe(380_00);
    expect(
      splitLine({ description: 'Tea', hsn: '0902', quantity: 1, totalPaise: 399_00, rateBp: 500 }, true),
    ).toMatchObject({
      taxablePaise: 380_00,
      cgstPaise: 9_50,
      sgstPaise: 9_50,
      igstPaise: 0,
    });
  });
  it('inter-state is all IGST', () => {
    expect(
      splitLine({ description: 'Honey', hsn: '0409', quantity: 2, totalPaise: 700_00, rateBp: 500 }, false),
    ).toMatchObject({
      taxablePaise: 666_67,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 33_33,
    });
  });
  it('rounds each line to the paisa and gives an odd paisa to SGST', () => {
    const line = splitLine(
      { description: 'Saffron', hsn: '0910', quantity: 1, totalPaise: 4999_99, rateBp: 500 },
      true,
    );
    expect(line.taxablePaise).toBe(4761_90);
    expect(line.cgstPaise + line.sgstPaise).toBe(238_09);
    expect(line.sgstPaise - line.cgstPaise).toBe(1);
  });
  it('multi-line totals add up exactly to what was charged, at mixed rates', () => {
    const lines = [
      { description: 'Tea', hsn: '0902', quantity: 3, totalPaise: 3 * 333_33, rateBp: 500 },
      { description: 'Honey', hsn: '0409', quantity: 1, totalPaise: 350_00, rateBp: 500 },
      { description: 'Gift tin', hsn: '7310', quantity: 1, totalPaise: 149_99, rateBp: 1800 },
      { description: 'Rice', hsn: '1006', quantity: 1, totalPaise: 99_00, rateBp: 0 },
    ];
    for (const intra of [true, false]) {
      const { lines: split, totals } = splitLines(lines, intra);
      expect(totals.totalPaise).toBe(lines.reduce((s, l) => s + l.totalPaise, 0));
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
      for (const l of split) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    }
    expect(splitLines(lines, true).lines[3]).toMatchObject({ taxablePaise: 99_00, cgstPaise: 0, sgstPaise: 0 });
  });
  it('compares states loosely', () => {
    expect(isIntraState('West Bengal', ' west  bengal')).toBe(true);
    expect(isIntraState('Jammu & Kashmir', 'Jammu and Kashmir')).toBe(true);
    expect(isIntraState('Assam', 'Karnataka')).toBe(false);
  });
});

describe('document numbers per seller per financial year (April–March, India time)', () => {
  it('changes year at midnight IST on 1 April', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2526'); // 23:59:59 IST, 31 March
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2627'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2026-01-15T10:00:00Z'))).toBe('2526');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('9900');
  });
  it('ends in the sequence number and stays within 16 characters', () => {
    expect(documentNumber('INVOICE', 7, '2526', 42)).toBe('I7-2526-42');
    expect(documentNumber('CREDIT_NOTE', 7, '2526', 1)).toBe('C7-2526-1');
    expect(documentNumber('INVOICE', 9999, '2526', 99999).length).toBeLessThanOrEqual(16);
    expect(() => documentNumber('INVOICE', 9999999, '2526', 9999999)).toThrow(/16 characters/);
  });
});
