/**
 * Building blocks shared by the schemas of forms and handlers. Parsing with them (and turning a
 * failure into `errors: { field: message }`) is lib/validation/parse.ts.
 */
import { z } from 'zod';

/**
 * A plain address only: local@domain.tld with the characters an address may hold unquoted. No
 * display name (`x<a@b.c>`), list (`a@b.c,`), comment or quoting: a mail library reads those as a
 * different recipient than the text we keyed our limits on. Applied after trim + lower-case, so
 * one inbox has one spelling (its canonical form) everywhere it is counted or stored.
 */
export const EMAIL_SHAPE =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
export const EMAIL_MAX = 254;
/** argon2 hashes any length, but a megabyte password is a denial-of-service, not a password. */
export const PASSWORD_MAX = 128;

export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A required e-mail, trimmed and lower-cased, with the screen's own two messages. */
export function emailField(required: string, invalid: string) {
  return z.preprocess(
    (v) => text(v).trim().toLowerCase(),
    z.string().min(1, required).max(EMAIL_MAX, invalid).regex(EMAIL_SHAPE, invalid),
  );
}

export function requiredText(message: string, max: number, tooLong: string) {
  return z.preprocess((v) => text(v).trim(), z.string().min(1, message).max(max, tooLong));
}

export function optionalText(max: number, tooLong: string) {
  return z.preprocess((v) => {
    const s = text(v).trim();
    return s === '' ? null : s;
  }, z.string().max(max, tooLong).nullable());
}
