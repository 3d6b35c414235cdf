import { COURIERS, knownCourier, trackingHostProblem, trackingUrlFor } from '@/lib/fulfilment/couriers';
import { subOrderStatusSchema } from '@/lib/fulfilment/schemas';

describe('couriers', () => {
  it("lists India's common couriers, each tracking on https at its own domain", () => {
    const names = COURIERS.map((c) => c.name);
    for (const name of [
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ecom Express',
      'Xpressbees',
      'Shadowfax',
      'Ekart',
      'India Post Speed Post',
      'Shiprocket',
      'Professional Couriers',
    ]) {
      expect(names).toContain(name);
    }
    for (const c of COURIERS) {
      const url = new URL(c.track('AWB1'));
      expect(url.protocol).toBe('https:');
      expect(url.hostname === c.domain || url.hostname.endsWith(`.${c.domain}`)).toBe(true);
      expect(trackingHostProblem(c.name, c.track('AWB1'))).toBeNull();
    }
  });

  it('fills the tracking link from the courier and the waybill', () => {
    expect(trackingUrlFor('Delhivery', ' 1234567890 ')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(trackingUrlFor('blue dart', 'BD1')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD1',
    );
    expect(trackingUrlFor('Delhivery', 'A/B 1')).toBe('https://www.delhivery.com/track/package/A%2FB%201');
  });

  it('fills nothing for a typed-in courier or before the waybill', () => {
    expect(trackingUrlFor('Ravi Transport', 'RT1')).toBe('');
    expect(trackingUrlFor('Delhivery', '  ')).toBe('');
    expect(knownCourier('Ravi Transport')).toBeUndefined();
    expect(knownCourier(' ekart ')?.name).toBe('Ekart');
  });

  it("refuses a known courier's link on another host, naming the courier", () => {
    expect(trackingHostProblem('Delhivery', 'https://track.example/1')).toBe(
      'A Delhivery tracking link must be on delhivery.com.',
    );
    expect(trackingHostProblem('Delhivery', 'https://delhivery.com.evil.example/1')).toBe(
      'A Delhivery tracking link must be on delhivery.com.',
    );
    expect(trackingHostProblem('Delhivery', 'https://track.delhivery.com/1')).toBeNull();
    expect(trackingHostProblem('Ravi Transport', 'https://ravi.example/1')).toBeNull();
  });

  it('the ship move is refused with that message, and an https-only message for a plain link', () => {
    const ship = { status: 'SHIPPED', logisticProvider: 'Blue Dart', waybillNumber: 'BD1' };
    const wrong = subOrderStatusSchema.safeParse({
      ...ship,
      trackingUrl: 'https://www.delhivery.com/track/package/BD1',
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['A Blue Dart tracking link must be on bluedart.com.']);
    const plain = subOrderStatusSchema.safeParse({ ...ship, trackingUrl: 'http://www.bluedart.com/x' });
    expect(plain.error?.issues.map((i) => i.message)).toEqual(['The tracking link must be an https:// address.']);
  });
});
