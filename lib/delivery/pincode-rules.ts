/**
 * What the shop does at one PIN code: serve it or not, take COD there or not, and in how many days when
 * a courier's list says so. A PIN code on the uploaded courier list (serviceable_pincodes) overrides the
 * zones and the settings' lists; any other follows the settings.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serviceablePincodes } from '../db/schema';
import type { DeliverySettings } from './settings';

export type PincodeRule = {
  serviceable: boolean;
  cod: boolean;
  /** the courier list's own days; null when the zone's days apply */
  days: { min: number; max: number } | null;
};

export type CourierListRow = { serviceable: boolean; cod: boolean; minDays: number | null; maxDays: number | null };

/** The rule at a PIN code, from the settings and its courier-list row (if any). Pure. */
export function ruleFor(
  pincode: string,
  settings: Pick<DeliverySettings, 'unserviceablePincodes' | 'codOffPincodes'>,
  listed: CourierListRow | null,
): PincodeRule {
  if (listed) {
    const days =
      listed.minDays !== null && listed.maxDays !== null ? { min: listed.minDays, max: listed.maxDays } : null;
    return { serviceable: listed.serviceable, cod: listed.serviceable && listed.cod, days };
  }
  const serviceable = !settings.unserviceablePincodes.includes(pincode);
  return { serviceable, cod: serviceable && !settings.codOffPincodes.includes(pincode), days: null };
}

export async function pincodeRule(db: DbOrTx, pincode: string, settings: DeliverySettings): Promise<PincodeRule> {
  return ruleFor(pincode, settings, await courierListRow(db, pincode));
}

/** The PIN code's row on the uploaded courier list, or null when it is not listed. */
/** The columns of a courier-list row, for a select that joins the list (null when it does not name the PIN code). */
export const courierListColumns = {
  serviceable: serviceablePincodes.serviceable,
  cod: serviceablePincodes.cod,
  minDays: serviceablePincodes.minDays,
  maxDays: serviceablePincodes.maxDays,
};

export async function courierListRow(db: DbOrTx, pincode: string): Promise<CourierListRow | null> {
  const [listed] = await db
    .select(courierListColumns)
    .from(serviceablePincodes)
    .where(eq(serviceablePincodes.pincode, pincode))
    .limit(1);
  return listed ?? null;
}
