/**
 * Order numbers are short, unguessable and easy to read out on the phone (docs/decisions.md):
 * `OT-` and 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). 31^8 ≈ 8.5 × 10^11,
 * drawn from the CSPRNG, so one shopper's number says nothing about another's.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PATTERN = /^OT-[2-9A-HJKMNP-Z]{8}$/;

export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `OT-${code}`;
}

/** Sub-orders append -1, -2 … in seller order. */
export const subOrderNumber = (orderNumber: string, index: number) => `${orderNumber}-${index + 1}`;

export function isOrderNumber(value: string | undefined): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
