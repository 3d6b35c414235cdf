import type { DeliveryJson } from '@/lib/delivery/types';
import { codWords, deliveryDatesWords, deliveryLines, notServedWords } from '@/lib/delivery/words';

const served: DeliveryJson = {
  pincode: '560038',
  city: 'Bengaluru',
  district: 'Bengaluru',
  state: 'Karnataka',
  serviceable: true,
  cod: true,
  earliest: '2026-11-27',
  latest: '2026-11-29',
};

describe('the words of a delivery promise', () => {
  it('names the weekday when the earliest and latest day are one', () => {
    expect(deliveryDatesWords('2026-11-27', '2026-11-27')).toBe('Delivers by Fri, 27 Nov');
  });

  it('gives a range within a month once, and both months across them', () => {
    expect(deliveryDatesWords('2026-11-27', '2026-11-29')).toBe('Delivers 27–29 Nov');
    expect(deliveryDatesWords('2026-11-27', '2026-12-02')).toBe('Delivers 27 Nov – 2 Dec');
    expect(deliveryDatesWords('2026-12-30', '2027-01-04')).toBe('Delivers 30 Dec – 4 Jan');
  });

  it('reads the ISO date as that calendar day whatever the zone', () => {
    expect(deliveryDatesWords('2027-01-01', '2027-01-01')).toBe('Delivers by Fri, 1 Jan');
  });

  it('says whether cash on delivery is offered', () => {
    expect(codWords(true)).toBe('Cash on delivery available');
    expect(codWords(false)).toBe('Cash on delivery not available');
  });

  it('gives the dates and COD for a served PIN code, only the refusal for one not served', () => {
    expect(deliveryLines(served)).toEqual(['Delivers 27–29 Nov', 'Cash on delivery available']);
    expect(deliveryLines({ ...served, cod: false, earliest: '2026-11-28', latest: '2026-11-28' })).toEqual([
      'Delivers by Sat, 28 Nov',
      'Cash on delivery not available',
    ]);
    const notServed = { ...served, pincode: '744101', serviceable: false, earliest: null, latest: null };
    expect(deliveryLines(notServed)).toEqual(["We don't deliver to 744101 yet"]);
    expect(notServedWords('744101')).toBe("We don't deliver to 744101 yet");
  });
});
