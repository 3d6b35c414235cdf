import { cityLine, phoneLine, shipTo } from '@/lib/commerce/ship-to';

describe('shipTo', () => {
  it('keeps every line, the PIN and both phones of an order address', () => {
    const to = shipTo({
      name: 'Asha Rao',
      phoneNumber: '9876543210',
      phoneNumber2: '9123456780',
      streetAddress: '12 Tea Garden Road',
      addressLine1: 'Near the post office',
      addressLine2: '',
      city: 'Siliguri',
      state: 'West Bengal',
      postalCode: '734001',
      country: 'India',
    });
    expect(to.lines).toEqual(['12 Tea Garden Road', 'Near the post office']);
    expect(cityLine(to)).toBe('Siliguri, West Bengal 734001');
    expect(phoneLine(to)).toBe('+91 9876543210, +91 9123456780');
  });

  it('reads an empty or odd snapshot without throwing', () => {
    expect(shipTo(null)).toMatchObject({ name: '', lines: [], country: 'India', phones: [] });
  });
});
