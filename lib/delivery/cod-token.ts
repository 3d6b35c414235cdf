/**
 * The signed link in a COD order's placed mail (design §13): whoever holds the mail may confirm that
 * one order without signing in. The token is an HMAC of the order number with the app secret
 * (lib/auth/secrets.ts, as the unsubscribe link's), so it names no user and cannot be made up for
 * another order; it needs no expiry of its own, the order's confirmation deadline is the limit.
 */
import { getSiteUrl } from '../config';
import { hashSecret, sameHash } from '../auth/secrets';
import { localePath, type Locale } from '../i18n/locales';

const sign = (orderNumber: string) => hashSecret('cod-confirm', orderNumber.toUpperCase());

export function codConfirmToken(orderNumber: string): string {
  return sign(orderNumber);
}

/** Whether `token` was made by this store for this order. */
export function isCodConfirmToken(orderNumber: string, token: string | null | undefined): boolean {
  const given = token?.trim() ?? '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(given) && sameHash(given, sign(orderNumber));
}

/** The page the mail links to: it confirms only when its button is pressed, never on opening (mail scanners open links). */
export function codConfirmUrl(orderNumber: string, locale: Locale = 'en'): string {
  const path = `/confirm-cod/${encodeURIComponent(orderNumber)}?token=${codConfirmToken(orderNumber)}`;
  return `${getSiteUrl()}${localePath(path, locale)}`;
}
