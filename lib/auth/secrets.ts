/**
 * One-time secrets (sign-up codes, reset tokens) are stored only as keyed hashes: a copy of the
 * database alone cannot turn a stored row back into a working code, not even a 6-digit one.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '../config';

export function hashSecret(purpose: string, value: string): string {
  return createHmac('sha256', getAuthSecret()).update(`${purpose}:${value}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Six random digits, leading zeros allowed. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256 bits, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}
