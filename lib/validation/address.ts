/**
 * The address form (profile and checkout) and the address API share this schema. The spec's
 * required set and +91 prefix, plus the format checks a courier needs: a 6-digit Indian PIN
 * code (never starting with 0) and a 10-digit Indian mobile starting with 6-9.
 */
import { z } from 'zod';
import { optionalText, requiredText, text } from './fields';
import { normalizeIndianPhone } from './auth';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY } from './address-fields';
import { INDIAN_PIN } from './pincode';

/** A shopper keeps a handful of addresses; the cap stops a script filling the table. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address must be at most 200 characters',
  lineTooLong: 'Address line must be at most 200 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be at most 100 characters',
  stateRequired: 'State is required',
  stateTooLong: 'State must be at most 100 characters',
  postalCodeRequired: 'Postal code is required',
  pinInvalid: 'Enter a valid 6-digit PIN code (it cannot start with 0)',
  postalCodeInvalid: 'Enter a valid postal code',
  countryInvalid: `Country must be one of: ${COUNTRY_OPTIONS.join(', ')}`,
  tooMany: `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
} as const;

export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

const requiredMobile = z.preprocess(
  normalizeIndianPhone,
  z.string().min(1, ADDRESS_MESSAGES.phoneRequired).regex(INDIAN_MOBILE, ADDRESS_MESSAGES.phoneInvalid),
);

const optionalMobile = z.preprocess((v) => {
  const s = normalizeIndianPhone(v);
  return s === '' ? null : s;
}, z.string().regex(INDIAN_MOBILE, ADDRESS_MESSAGES.phoneInvalid).nullable());

export const addressSchema = z
  .object({
    name: requiredText(ADDRESS_MESSAGES.nameRequired, 100, ADDRESS_MESSAGES.nameTooLong),
    phoneNumber: requiredMobile,
    phoneNumber2: optionalMobile,
    streetAddress: requiredText(ADDRESS_MESSAGES.streetRequired, 200, ADDRESS_MESSAGES.streetTooLong),
    addressLine1: optionalText(200, ADDRESS_MESSAGES.lineTooLong),
    addressLine2: optionalText(200, ADDRESS_MESSAGES.lineTooLong),
    city: requiredText(ADDRESS_MESSAGES.cityRequired, 100, ADDRESS_MESSAGES.cityTooLong),
    state: requiredText(ADDRESS_MESSAGES.stateRequired, 100, ADDRESS_MESSAGES.stateTooLong),
    postalCode: z.preprocess(
      (v) => text(v).replace(/\s+/g, ' ').trim(),
      z.string().min(1, ADDRESS_MESSAGES.postalCodeRequired),
    ),
    country: z.preprocess(
      (v) => (v == null || text(v).trim() === '' ? DEFAULT_COUNTRY : text(v).trim()),
      z.enum(COUNTRY_OPTIONS, { message: ADDRESS_MESSAGES.countryInvalid }),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.postalCode) return;
    if (v.country === 'India') {
      const pin = v.postalCode.replace(/\s/g, '');
      if (!INDIAN_PIN.test(pin))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.pinInvalid });
    } else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCodeInvalid });
    }
  })
  .transform((v) => ({
    ...v,
    postalCode: v.country === 'India' ? v.postalCode.replace(/\s/g, '') : v.postalCode.toUpperCase(),
  }));

export type AddressInput = z.output<typeof addressSchema>;
