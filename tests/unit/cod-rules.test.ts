import { codRefusal, COD_REFUSALS_TO_BAR, type CodFacts } from '@/lib/delivery/cod-rules';
import { ruleFor } from '@/lib/delivery/pincode-rules';

/** An order COD may take: served, COD at the PIN code, under the ₹10,000 cap, no refused parcels. */
const ok: CodFacts = {
  pincode: '560038',
  serviceable: true,
  pincodeCod: true,
  totalPaise: 500_000,
  capPaise: 1_000_000,
  refusedParcels: 0,
};

describe('codRefusal', () => {
  it('offers COD when every rule allows it', () => {
    expect(codRefusal(ok)).toBeNull();
  });

  it('refuses an address the shop does not serve, with the not-served words', () => {
    expect(codRefusal({ ...ok, serviceable: false })).toEqual({
      reason: 'UNSERVICEABLE',
      message: "We don't deliver to 560038 yet.",
    });
  });

  it('refuses a PIN code without COD', () => {
    expect(codRefusal({ ...ok, pincodeCod: false })).toEqual({
      reason: 'PINCODE',
      message: 'Cash on delivery is not available at PIN code 560038.',
    });
  });

  it('bars an account after two refused COD parcels, not after one', () => {
    expect(COD_REFUSALS_TO_BAR).toBe(2);
    expect(codRefusal({ ...ok, refusedParcels: 1 })).toBeNull();
    expect(codRefusal({ ...ok, refusedParcels: 2 })).toEqual({
      reason: 'REFUSED_BEFORE',
      message: 'Cash on delivery is not available on this account because earlier COD parcels were refused.',
    });
    expect(codRefusal({ ...ok, refusedParcels: 3 })?.reason).toBe('REFUSED_BEFORE');
  });

  it('allows a total equal to the cap and refuses one paisa over it', () => {
    expect(codRefusal({ ...ok, totalPaise: 1_000_000 })).toBeNull();
    expect(codRefusal({ ...ok, totalPaise: 1_000_001 })).toEqual({
      reason: 'OVER_CAP',
      message: 'Cash on delivery is available on orders up to ₹10,000.00.',
    });
  });

  it('names the first reason that applies: not served, then PIN code, then the account, then the cap', () => {
    const all: CodFacts = { ...ok, serviceable: false, pincodeCod: false, refusedParcels: 2, totalPaise: 2_000_000 };
    expect(codRefusal(all)?.reason).toBe('UNSERVICEABLE');
    expect(codRefusal({ ...all, serviceable: true })?.reason).toBe('PINCODE');
    expect(codRefusal({ ...all, serviceable: true, pincodeCod: true })?.reason).toBe('REFUSED_BEFORE');
    expect(codRefusal({ ...all, serviceable: true, pincodeCod: true, refusedParcels: 1 })?.reason).toBe('OVER_CAP');
  });
});

describe('ruleFor', () => {
  const settings = { unserviceablePincodes: ['110001'], codOffPincodes: ['560001'] };

  it('follows the settings for a PIN code not on the courier list', () => {
    expect(ruleFor('560038', settings, null)).toEqual({ serviceable: true, cod: true, days: null });
    expect(ruleFor('560001', settings, null)).toEqual({ serviceable: true, cod: false, days: null });
    expect(ruleFor('110001', settings, null)).toEqual({ serviceable: false, cod: false, days: null });
  });

  it("lets the courier list's row override the settings, with its own days when it has both", () => {
    expect(ruleFor('110001', settings, { serviceable: true, cod: true, minDays: 2, maxDays: 4 })).toEqual({
      serviceable: true,
      cod: true,
      days: { min: 2, max: 4 },
    });
    expect(ruleFor('560001', settings, { serviceable: true, cod: true, minDays: 2, maxDays: null })).toEqual({
      serviceable: true,
      cod: true,
      days: null,
    });
  });

  it('takes no COD where the courier list does not serve, whatever its COD column says', () => {
    expect(ruleFor('560038', settings, { serviceable: false, cod: true, minDays: null, maxDays: null })).toEqual({
      serviceable: false,
      cod: false,
      days: null,
    });
  });
});
