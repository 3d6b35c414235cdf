/**
 * The delivery promise for a PIN code: where it is, whether the shop delivers there and with COD,
 * and the earliest and latest delivery dates from the dispatching seller's place (or the shop's
 * own address when no product is named). Read per request: settings may change on any instance.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { INDIAN_PIN } from '../validation/pincode';
import { getDb, type DbOrTx } from '../db/client';
import { productVariants, products, sellers } from '../db/schema';
import { AppError } from '../errors';
import { getShopSettings } from '../settings/settings';
import { deliveryWindow } from './dates';
import { lookupPincode } from './pincodes';
import { placeOf } from './places';
import { pincodeRule } from './pincode-rules';
import { getDeliverySettings } from './settings';
import type { DeliveryJson, DeliveryQuery } from './types';
import { zoneOf, type Place } from './zones';

export const UNKNOWN_PINCODE = 'Enter a valid Indian PIN code.';
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const deliveryQuerySchema = z.object({
  pincode: z.string().trim().regex(INDIAN_PIN, 'Enter a 6-digit PIN code'),
  productId: id.optional(),
  variantId: id.optional(),
});

async function sellerPlace(db: DbOrTx, productId: number, variantId: number | undefined): Promise<Place> {
  const [seller] = await db
    .select({ pincode: sellers.pincode, state: sellers.state })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!seller) throw new AppError('not_found', 'Product not found');
  if (variantId !== undefined) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .limit(1);
    if (!variant) throw new AppError('not_found', 'Product not found');
  }
  return placeOf(seller.pincode, seller.state);
}

async function shopPlace(db: DbOrTx): Promise<Place> {
  const { address } = (await getShopSettings(db)).shop;
  return placeOf(address.postalCode, address.state);
}

export async function deliveryPromise(
  { pincode, productId, variantId }: DeliveryQuery,
  now: Date = new Date(),
  db: DbOrTx = getDb(),
): Promise<DeliveryJson> {
  const destination = lookupPincode(pincode);
  if (!destination) throw new AppError('not_found', UNKNOWN_PINCODE);
  const settings = await getDeliverySettings(db);
  const place = { pincode, city: destination.district, district: destination.district, state: destination.state };
  const rule = await pincodeRule(db, pincode, settings);
  if (!rule.serviceable) return { ...place, serviceable: false, cod: false, earliest: null, latest: null };
  const origin = productId !== undefined ? await sellerPlace(db, productId, variantId) : await shopPlace(db);
  const { min, max } = rule.days ?? settings.days[zoneOf(origin, destination)];
  const window = deliveryWindow(now, min, max, settings.cutoff, settings.holidays);
  return { ...place, serviceable: true, cod: rule.cod, ...window };
}
