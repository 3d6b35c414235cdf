import { deliveryWindow } from '@/lib/delivery/dates';

/** An IST wall-clock time as the instant it is (IST is UTC+5:30 all year). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('deliveryWindow (IST, cut-off 14:00)', () => {
  it('dispatches today before the cut-off and counts only working days (Sunday skipped)', () => {
    // Thursday 26 Nov 2026, 09:00 IST.
    expect(deliveryWindow(ist('2026-11-26T09:00'), 2, 4, '14:00', [])).toEqual({
      earliest: '2026-11-28',
      latest: '2026-12-01',
    });
  });

  it('dispatches the next working day at or after the cut-off', () => {
    expect(deliveryWindow(ist('2026-11-26T14:00'), 2, 4, '14:00', [])).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
    expect(deliveryWindow(ist('2026-11-26T13:59'), 1, 1, '14:00', [])).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-27',
    });
  });

  it('a Saturday evening order leaves on Monday', () => {
    expect(deliveryWindow(ist('2026-11-28T18:00'), 1, 2, '14:00', [])).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
  });

  it('a Sunday morning order leaves on Monday, before the cut-off or not', () => {
    expect(deliveryWindow(ist('2026-11-29T09:00'), 1, 2, '14:00', [])).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
  });

  it('a holiday is neither a dispatch day nor a delivery day', () => {
    // 26 Nov a holiday: leaves Friday 27; 1 Dec a holiday too.
    expect(deliveryWindow(ist('2026-11-26T09:00'), 1, 2, '14:00', ['2026-11-26', '2026-12-01'])).toEqual({
      earliest: '2026-11-28',
      latest: '2026-11-30',
    });
    expect(deliveryWindow(ist('2026-11-26T09:00'), 3, 3, '14:00', ['2026-11-26', '2026-12-01'])).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-02',
    });
  });

  it('crosses from 31 December into January', () => {
    // Thursday 31 Dec 2026 after the cut-off; 1 Jan a holiday: leaves Saturday 2 Jan.
    expect(deliveryWindow(ist('2026-12-31T16:00'), 1, 3, '14:00', ['2027-01-01'])).toEqual({
      earliest: '2027-01-04',
      latest: '2027-01-06',
    });
  });

  it('uses the IST date, not the UTC one, late at night', () => {
    // 20:00 UTC Thursday is 01:30 IST Friday: before Friday's cut-off.
    const { earliest, latest } = deliveryWindow(new Date('2026-11-26T20:00:00Z'), 1, 1, '14:00', []);
    expect(earliest).toBe('2026-11-28');
    expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest).toBe('2026-11-28');
  });
});
