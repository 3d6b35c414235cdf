import { groupIndian } from '@/lib/format/indian-grouping';
import { formatIstClock, formatIstDate } from '@/lib/format/ist';
import { formatIstDateTime, formatIstShortDate, formatIstTime } from '@/lib/format/ist-times';
import { formatRupees, formatRupeesShort } from '@/lib/money';

/*
 * The store writes rupees and IST dates by hand (no Intl on the page's hydration path). These check
 * the hand-written forms against what Intl's en-IN formatting gives for the same values.
 */
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlRupeesShort = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const intlDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const intlShortDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const intlDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const intlTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const intlClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** A fixed pseudo-random sequence, so a failure names the same values on every run. */
function* pseudoRandom(count: number, seed = 20261124) {
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

describe('Indian digit grouping', () => {
  test.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['123456789', '12,34,56,789'],
  ])('%s → %s', (digits, grouped) => expect(groupIndian(digits)).toBe(grouped));
});

describe('rupees as en-IN writes them', () => {
  const amounts = [
    0, 0.01, 0.1, 0.5, 1, 9.99, 49.5, 999, 1000, 2199, 99999.99, 100000, 123456, 1234567.89, 98765432.1, -1, -1234.5,
  ];
  // `|| 0`: Intl writes minus zero as '-₹0.00'; the store never shows a negative zero (below).
  for (const r of pseudoRandom(2000))
    amounts.push(Math.round((r - 0.1) * 10 ** (2 + (Math.floor(r * 1000) % 9))) / 100 || 0);

  test('with paise (carts, orders, payments): the same text as Intl for every amount', () => {
    expect(amounts.filter((a) => formatRupees(a) !== intlRupees.format(a))).toEqual([]);
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(-0)).toBe('₹0.00');
  });
  test('short (cards): the same text as Intl for every amount, no trailing zeros', () => {
    expect(amounts.filter((a) => formatRupeesShort(a) !== intlRupeesShort.format(a))).toEqual([]);
    expect(formatRupeesShort(249.5)).toBe('₹249.5');
    expect(formatRupeesShort(2199)).toBe('₹2,199');
  });
});

describe('dates and the shop clock in IST', () => {
  const instants = [
    Date.UTC(2026, 10, 24, 18, 29, 59), // 11:59:59 pm IST
    Date.UTC(2026, 10, 24, 18, 30, 0), // midnight IST: the next day
    Date.UTC(2026, 10, 24, 6, 30, 0), // noon IST
    Date.UTC(2028, 1, 28, 18, 30, 0), // 29 February in IST
    Date.UTC(2025, 11, 31, 18, 30, 0), // new year in IST, still 2025 in UTC
  ];
  for (const r of pseudoRandom(1500)) instants.push(Date.UTC(2024, 0, 1) + Math.floor(r * 4 * 365 * 86_400_000));

  test('blog dates: the same text as Intl at every instant, in India’s day', () => {
    expect(instants.map((t) => new Date(t)).filter((d) => formatIstDate(d) !== intlDate.format(d))).toEqual([]);
    expect(formatIstDate(new Date(Date.UTC(2026, 10, 24, 18, 30)))).toBe('25 November 2026');
  });
  test('the header clock: the same text as Intl at every instant', () => {
    expect(instants.map((t) => new Date(t)).filter((d) => formatIstClock(d) !== intlClock.format(d))).toEqual([]);
    expect(formatIstClock(new Date(Date.UTC(2026, 10, 24, 6, 30, 5)))).toBe('Tue, 24 Nov, 12:00:05 pm');
    expect(formatIstClock(new Date(Date.UTC(2026, 8, 1, 18, 30, 5)))).toBe('Wed, 2 Sept, 12:00:05 am');
  });
  test.each([
    ['order and back-office times', formatIstDateTime, intlDateTime],
    ['back-office dates', formatIstShortDate, intlShortDate],
    ['the payment deadline', formatIstTime, intlTime],
  ])('%s: the same text as Intl at every instant', (_, format, intl) => {
    expect(instants.map((t) => new Date(t)).filter((d) => format(d) !== intl.format(d))).toEqual([]);
  });
  test('examples', () => {
    const at = new Date(Date.UTC(2026, 8, 1, 15, 35));
    expect([formatIstDateTime(at), formatIstShortDate(at), formatIstTime(at)]).toEqual([
      '1 Sept 2026, 9:05 pm',
      '1 Sept 2026',
      '9:05 pm',
    ]);
  });
  test('the ISO strings the API sends read the same as their Dates', () => {
    const iso = '2026-09-01T15:35:00.000Z';
    expect([formatIstDateTime(iso), formatIstShortDate(iso), formatIstTime(iso), formatIstDate(iso)]).toEqual([
      '1 Sept 2026, 9:05 pm',
      '1 Sept 2026',
      '9:05 pm',
      '1 September 2026',
    ]);
  });
});
