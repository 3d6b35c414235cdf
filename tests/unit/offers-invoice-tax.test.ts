import { splitLines } from '@/lib/invoices/tax';

describe('GST lines of a discounted sub-order (offers before tax)', () => {
  const lines = [
    {
      description: 'Darjeeling First Flush · 100 g',
      hsn: '0902',
      quantity: 2,
      totalPaise: 718_20,
      discountPaise: 79_80,
      rateBp: 500,
    },
    {
      description: 'Wild Forest Honey · 500 g',
      hsn: '0409',
      quantity: 1,
      totalPaise: 315_00,
      discountPaise: 35_00,
      rateBp: 0,
    },
    { description: 'Delivery and handling', hsn: '996812', quantity: 1, totalPaise: 59_00, rateBp: 500 },
  ];

  it('takes each taxable value from the net amount, and taxable + tax is that amount to the paisa', () => {
    const { lines: split } = splitLines(lines, true);
    expect(split[0].taxablePaise).toBe(684_00);
    for (const l of split) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
  });

  it('totals what was paid and carries the discount given before tax', () => {
    const { totals } = splitLines(lines, false);
    expect(totals.totalPaise).toBe(718_20 + 315_00 + 59_00);
    expect(totals.discountPaise).toBe(79_80 + 35_00);
    expect(totals.taxablePaise + totals.igstPaise).toBe(totals.totalPaise);
  });
});
