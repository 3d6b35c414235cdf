import { arrivingWords, deliveryDatesWords, deliveryLines, estimatedDeliveryWords } from '@/lib/delivery/words';
import { deliveryWordsIn } from '@/lib/delivery/words-in';
import { BENGALURU } from './delivery.fixtures';

const en = deliveryWordsIn('en');
const hi = deliveryWordsIn('hi');

describe('the words of a delivery promise', () => {
  it('names the weekday when the earliest and latest day are one', () => {
    expect(deliveryDatesWords(en, '2026-11-27', '2026-11-27')).toBe('Delivers by Fri, 27 Nov');
  });

  it('gives a range within a month once, and both months across them', () => {
    expect(deliveryDatesWords(en, '2026-11-27', '2026-11-29')).toBe('Delivers 27–29 Nov');
    expect(deliveryDatesWords(en, '2026-11-27', '2026-12-02')).toBe('Delivers 27 Nov – 2 Dec');
    expect(deliveryDatesWords(en, '2026-12-30', '2027-01-04')).toBe('Delivers 30 Dec – 4 Jan');
  });

  it('writes September as en-IN does, and the first of a year as that day', () => {
    expect(deliveryDatesWords(en, '2026-09-29', '2026-10-01')).toBe('Delivers 29 Sept – 1 Oct');
    expect(deliveryDatesWords(en, '2027-01-01', '2027-01-01')).toBe('Delivers by Fri, 1 Jan');
  });

  it("writes the checkout's estimated delivery with both days' weekdays", () => {
    expect(estimatedDeliveryWords(en, '2026-11-27', '2026-12-01')).toBe('Estimated delivery: Fri, 27 Nov – Tue, 1 Dec');
    expect(estimatedDeliveryWords(en, '2026-11-28', '2026-11-28')).toBe('Estimated delivery: Sat, 28 Nov');
  });

  it("writes the order page's promise as the window's last day", () => {
    expect(arrivingWords(en, '2026-12-01')).toBe('Arriving by Tue, 1 Dec');
  });

  it('writes the same promise in Hindi, with Hindi day and month names', () => {
    expect(deliveryDatesWords(hi, '2026-11-27', '2026-11-27')).toBe('शुक्र, 27 नवंबर तक डिलीवरी');
    expect(estimatedDeliveryWords(hi, '2026-11-28', '2026-11-28')).toBe('अनुमानित डिलीवरी: शनि, 28 नवंबर');
    expect(arrivingWords(hi, '2026-12-01')).toBe('मंगल, 1 दिसंबर तक पहुँचेगा');
    expect(
      deliveryLines(hi, { ...BENGALURU, pincode: '744101', serviceable: false, earliest: null, latest: null }),
    ).toEqual(['हम अभी 744101 पर डिलीवरी नहीं करते']);
  });

  it('gives the dates and COD for a BENGALURU PIN code, only the refusal for one not BENGALURU', () => {
    expect(deliveryLines(en, BENGALURU)).toEqual(['Delivers 27–29 Nov', 'Cash on delivery available']);
    expect(deliveryLines(en, { ...BENGALURU, cod: false, earliest: '2026-11-28', latest: '2026-11-28' })).toEqual([
      'Delivers by Sat, 28 Nov',
      'Cash on delivery not available',
    ]);
    const notServed = { ...BENGALURU, pincode: '744101', serviceable: false, earliest: null, latest: null };
    expect(deliveryLines(en, notServed)).toEqual(["We don't deliver to 744101 yet"]);
  });
});
