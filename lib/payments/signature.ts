/**
 * Razorpay's two signatures, computed and checked in one place:
 * - checkout: HMAC-SHA256(`${orderId}|${paymentId}`) keyed with the key secret;
 * - webhook: HMAC-SHA256(raw request body) keyed with the webhook secret.
 * Hex digests are compared in constant time so a caller cannot learn a signature byte by byte.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(message: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time equality of two hex strings; false for anything that is not same-length hex. */
export function hexEquals(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export function paymentSignature(providerOrderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${providerOrderId}|${paymentId}`, keySecret);
}

/**
 * Checks a checkout signature. `providerOrderId` must be the one this store created and stored,
 * never the id the browser sent: otherwise a signature for any other order would pass.
 */
export function isValidPaymentSignature(
  providerOrderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string,
): boolean {
  if (!providerOrderId || !paymentId || !keySecret) return false;
  return hexEquals(paymentSignature(providerOrderId, paymentId, keySecret), signature);
}

export function webhookSignature(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacSha256Hex(rawBody, webhookSecret);
}

/** The body exactly as received: re-serialised JSON has other bytes and fails, by design. */
export function isValidWebhookSignature(
  rawBody: string | Uint8Array,
  signature: unknown,
  webhookSecret: string,
): boolean {
  if (!webhookSecret) return false;
  return hexEquals(webhookSignature(rawBody, webhookSecret), signature);
}
