/**
 * Saved addresses. Every read and write names the owner in its WHERE clause, so another user's
 * id behaves exactly like an id that does not exist (404, never 403: nothing is revealed).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { AppError } from '../errors';
import { getDb, type DbOrTx } from '../db/client';
import { addresses, users } from '../db/schema';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, type AddressInput } from '../validation/address';
import { lookupPincode } from '../delivery/pincodes';
import { UNKNOWN_PINCODE } from '../delivery/promise';

export const ADDRESS_NOT_FOUND = 'Address not found.';

export type AddressDto = {
  id: number;
  name: string;
  phoneNumber: string;
  phoneNumber2: string | null;
  streetAddress: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

const columns = {
  id: addresses.id,
  name: addresses.name,
  phoneNumber: addresses.phoneNumber,
  phoneNumber2: addresses.phoneNumber2,
  streetAddress: addresses.streetAddress,
  addressLine1: addresses.addressLine1,
  addressLine2: addresses.addressLine2,
  city: addresses.city,
  state: addresses.state,
  postalCode: addresses.postalCode,
  country: addresses.country,
};

/** Address ids in URLs: positive integers only; anything else cannot name an address (404). */
export function addressIdFrom(value: string | undefined): number {
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id <= 0) throw new AppError('not_found', ADDRESS_NOT_FOUND);
  return id;
}

/**
 * A well-formed Indian PIN code the dataset does not know is refused here, on the server: the
 * form's schema (lib/validation/address.ts) stays client-safe, without the PIN code data.
 */
function assertKnownPincode(input: AddressInput): void {
  if (input.country === 'India' && !lookupPincode(input.postalCode))
    throw new AppError('invalid', UNKNOWN_PINCODE, { errors: { postalCode: UNKNOWN_PINCODE } });
}

export function listAddresses(userId: number, db: DbOrTx = getDb()): Promise<AddressDto[]> {
  return db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function createAddress(userId: number, input: AddressInput): Promise<AddressDto> {
  assertKnownPincode(input);
  return getDb().transaction(async (tx) => {
    // The owner's row is locked first: parallel adds queue here, so each one counts the others
    // and the cap holds (a count alone, under READ COMMITTED, lets them all see 19).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (Number(n) >= MAX_ADDRESSES) throw new AppError('conflict', ADDRESS_MESSAGES.tooMany);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId })
      .returning(columns);
    return row;
  });
}

export async function updateAddress(userId: number, id: number, input: AddressInput): Promise<AddressDto> {
  assertKnownPincode(input);
  const [row] = await getDb()
    .update(addresses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(columns);
  if (!row) throw new AppError('not_found', ADDRESS_NOT_FOUND);
  return row;
}

export async function deleteAddress(userId: number, id: number): Promise<void> {
  const [row] = await getDb()
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!row) throw new AppError('not_found', ADDRESS_NOT_FOUND);
}
