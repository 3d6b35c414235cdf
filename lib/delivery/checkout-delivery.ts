/**
 * The checkout's delivery answer for one of the shopper's addresses: the same orderDelivery the
 * placement enforces, so what the address and payment steps show is what the placement will decide.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { addresses } from '../db/schema';
import { AppError } from '../errors';
import { ADDRESS_NOT_FOUND } from '../account/addresses';
import { orderDelivery, UNKNOWN_ADDRESS_PINCODE } from './order-delivery';
import { notDeliveredMessage } from './cod-rules';
import { lookupPincode } from './pincodes';
import type { CheckoutDeliveryJson } from './types';

export async function checkoutDelivery(
  db: DbOrTx,
  {
    userId,
    addressId,
    sellerIds,
    codTotalPaise,
    now,
  }: { userId: number; addressId: number; sellerIds: readonly number[]; codTotalPaise: number; now: Date },
): Promise<CheckoutDeliveryJson> {
  const [address] = await db
    .select({ pincode: addresses.postalCode })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  // Another shopper's address answers as one that does not exist.
  if (!address) throw new AppError('not_found', ADDRESS_NOT_FOUND, { errors: { addressId: ADDRESS_NOT_FOUND } });
  const { pincode } = address;
  // An address saved before PIN codes were checked: not deliverable until the shopper corrects it.
  if (!lookupPincode(pincode)) return notServed(addressId, pincode, UNKNOWN_ADDRESS_PINCODE);
  const delivery = await orderDelivery(db, { userId, pincode, sellerIds, codTotalPaise, now });
  if (!delivery.serviceable) return notServed(addressId, pincode, notDeliveredMessage(pincode));
  const refusal = delivery.codRefusal;
  return {
    addressId,
    pincode,
    serviceable: true,
    message: null,
    sellers: delivery.sellers.map(({ sellerName, earliest, latest }) => ({ sellerName, earliest, latest })),
    cod: { available: !refusal, reason: refusal?.reason ?? null, message: refusal?.message ?? null },
  };
}

function notServed(addressId: number, pincode: string, message: string): CheckoutDeliveryJson {
  return {
    addressId,
    pincode,
    serviceable: false,
    message,
    sellers: [],
    cod: { available: false, reason: 'UNSERVICEABLE', message },
  };
}
