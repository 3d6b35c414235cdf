/**
 * What the address form shows before it validates anything: the countries, the phone prefix and the
 * fields the spec marks required. Apart from the schema (./address.ts) so the form can render
 * without zod in the page's first load; the schema builds on them.
 */
export const COUNTRY_OPTIONS = ['India', 'United States', 'United Kingdom', 'Canada', 'Australia'] as const;
export type Country = (typeof COUNTRY_OPTIONS)[number];
export const DEFAULT_COUNTRY: Country = 'India';
export const PHONE_PREFIX = '+91';

/** The fields the spec marks required: the form keeps Save disabled while any is empty. */
export const REQUIRED_ADDRESS_FIELDS = ['name', 'phoneNumber', 'streetAddress', 'city', 'state', 'postalCode'] as const;
