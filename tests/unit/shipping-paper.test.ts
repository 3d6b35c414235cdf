import { labelPayment, parcelWeightGrams, weightText } from '@/lib/fulfilment/paper/rules';

describe('what a shipping label collects', () => {
  const cod = { paymentType: 'POSTPAID', shippingPaise: 59_00, handlingPaise: 49_00 };
  it('cash on delivery collects the lines, plus delivery and handling on the first sub-order only', () => {
    expect(labelPayment(cod, 798_00, true)).toEqual({ kind: 'COD', collectPaise: 906_00 });
    expect(labelPayment(cod, 350_00, false)).toEqual({ kind: 'COD', collectPaise: 350_00 });
  });
  it('an order paid online collects nothing', () => {
    expect(labelPayment({ ...cod, paymentType: 'PREPAID' }, 798_00, true)).toEqual({ kind: 'PREPAID' });
  });
});

describe('what a parcel weighs', () => {
  it('adds each product’s packed weight times its quantity', () => {
    expect(
      parcelWeightGrams([
        { weightGrams: 130, quantity: 2 },
        { weightGrams: 720, quantity: 1 },
      ]),
    ).toBe(980);
    expect(weightText(980)).toBe('980 g');
    expect(weightText(1250)).toBe('1.25 kg');
    expect(weightText(2000)).toBe('2 kg');
  });
  it('is unknown — not too light — when any product has no weight', () => {
    expect(
      parcelWeightGrams([
        { weightGrams: 130, quantity: 2 },
        { weightGrams: null, quantity: 1 },
      ]),
    ).toBeNull();
    expect(parcelWeightGrams([])).toBeNull();
    expect(weightText(null)).toBe('—');
  });
});
