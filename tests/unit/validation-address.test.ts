import { parseWith } from '@/lib/validation/parse';
import { addressSchema, ADDRESS_MESSAGES as M, INDIAN_MOBILE } from '@/lib/validation/address';
import { INDIAN_PIN } from '@/lib/validation/pincode';

const good = {
  name: 'Priya',
  phoneNumber: '9876543210',
  streetAddress: '22 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
};
const errorsOf = (input: unknown) => {
  const r = parseWith(addressSchema, input);
  return r.ok ? {} : r.errors;
};

test('the required set of the spec, each with its message', () => {
  expect(errorsOf({})).toEqual({
    name: M.nameRequired,
    phoneNumber: M.phoneRequired,
    streetAddress: M.streetRequired,
    city: M.cityRequired,
    state: M.stateRequired,
    postalCode: M.postalCodeRequired,
  });
});

test('optional fields become null; country defaults to India; +91 and spaces are accepted', () => {
  const r = parseWith(addressSchema, {
    ...good,
    phoneNumber: '+91 98765-43210',
    phoneNumber2: '',
    addressLine1: '  ',
    postalCode: '411 001',
  });
  expect(r).toEqual({
    ok: true,
    data: { ...good, phoneNumber2: null, addressLine1: null, addressLine2: null, country: 'India' },
  });
});

test.each([
  ['5876543210', false],
  ['98765432', false],
  ['98765432101', false],
  ['6000000000', true],
  ['9876543210', true],
])('mobile %s valid=%s', (phone, valid) => {
  expect(INDIAN_MOBILE.test(phone)).toBe(valid);
  expect(errorsOf({ ...good, phoneNumber: phone })).toEqual(valid ? {} : { phoneNumber: M.phoneInvalid });
});

test.each([
  ['011001', false],
  ['41100', false],
  ['4110011', false],
  ['41100a', false],
  ['110001', true],
])('PIN %s valid=%s', (pin, valid) => {
  expect(INDIAN_PIN.test(pin)).toBe(valid);
  expect(errorsOf({ ...good, postalCode: pin })).toEqual(valid ? {} : { postalCode: M.pinInvalid });
});

test('the country options of the spec; other countries keep their own postal codes', () => {
  expect(errorsOf({ ...good, country: 'Nepal' })).toEqual({ country: M.countryInvalid });
  expect(parseWith(addressSchema, { ...good, country: 'United Kingdom', postalCode: 'sw1a 1aa' })).toMatchObject({
    ok: true,
    data: { postalCode: 'SW1A 1AA', country: 'United Kingdom' },
  });
  expect(errorsOf({ ...good, country: 'Canada', postalCode: '<script>' })).toEqual({ postalCode: M.postalCodeInvalid });
});

test('length caps', () => {
  expect(errorsOf({ ...good, name: 'x'.repeat(101) })).toEqual({ name: M.nameTooLong });
  expect(errorsOf({ ...good, streetAddress: 'x'.repeat(201) })).toEqual({ streetAddress: M.streetTooLong });
  expect(errorsOf({ ...good, addressLine2: 'x'.repeat(201) })).toEqual({ addressLine2: M.lineTooLong });
});

test('unknown fields are dropped (no mass assignment)', () => {
  const r = parseWith(addressSchema, { ...good, id: 5, userId: 9, role: 'ADMIN' });
  expect(r.ok && Object.keys(r.data)).not.toEqual(expect.arrayContaining(['id']));
  expect(r.ok && 'userId' in r.data).toBe(false);
});
