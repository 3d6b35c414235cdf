/**
 * The delivery answer for an order to one address (design §13): whether the shop delivers there, each
 * seller's delivery window from their own dispatch place, and whether COD is offered and why not.
 * The checkout shows it and the placement enforces it (lib/commerce/place-order.ts), from this one function.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sellers } from '../db/schema';
import { AppError } from '../errors';
import { codRefusal, notDeliveredMessage, type CodRefusal } from './cod-rules';
import { codRefusalsOf } from './cod-record';
import { deliveryWindow } from './dates';
import { courierListRow, ruleFor, type CourierListRow } from './pincode-rules';
import { lookupPincode } from './pincodes';
import { placeOf } from './places';
import { getDeliverySettings, type DeliverySettings } from './settings';
import { zoneOf } from './zones';

export type SellerDelivery = { sellerId: number; sellerName: string; earliest: string; latest: string };

export type OrderDelivery = {
  pincode: string;
  serviceable: boolean;
  /** one window per seller, in seller-id order; empty when not serviceable */
  sellers: SellerDelivery[];
  /** null when COD is offered for this order */
  codRefusal: CodRefusal | null;
};

export const UNKNOWN_ADDRESS_PINCODE = 'The PIN code of this address is not a known Indian PIN code.';

export async function orderDelivery(
  db: DbOrTx,
  {
    userId,
    pincode,
    sellerIds,
    codTotalPaise,
    now = new Date(),
  }: {
    userId: number;
    pincode: string;
    sellerIds: readonly number[];
    /** what the order would cost paid by COD (the cap applies to it) */
    codTotalPaise: number;
    now?: Date;
  },
): Promise<OrderDelivery> {
  return deliveryAnswer(await deliveryFacts(db, { userId, pincode, sellerIds, countCodRefusals: true }), {
    codTotalPaise,
    now,
  });
}

/** What the delivery answer is made of, read in one round trip (its queries sent together). */
type DeliveryFacts = {
  pincode: string;
  destination: NonNullable<ReturnType<typeof lookupPincode>>;
  settings: DeliverySettings;
  listed: CourierListRow | null;
  refusedParcels: number;
  sellers: { id: number; name: string; pincode: string | null; state: string }[];
};

/** What a caller has already read beside its own rows (the placement): those facts are not read again. */
export type KnownDeliveryFacts = Partial<Pick<DeliveryFacts, 'settings' | 'listed' | 'refusedParcels' | 'sellers'>>;

/**
 * The settings, the PIN code's courier-list row, the sellers' places and (with `countCodRefusals`) the
 * shopper's COD refusals, each read unless `known`. A placement paid online does not count the refusals:
 * only COD is refused for them.
 */
export async function deliveryFacts(
  db: DbOrTx,
  {
    userId,
    pincode,
    sellerIds,
    countCodRefusals,
  }: { userId: number; pincode: string; sellerIds: readonly number[]; countCodRefusals: boolean },
  known: KnownDeliveryFacts = {},
): Promise<DeliveryFacts> {
  const destination = lookupPincode(pincode);
  if (!destination)
    throw new AppError('unprocessable', UNKNOWN_ADDRESS_PINCODE, { errors: { addressId: UNKNOWN_ADDRESS_PINCODE } });
  const [settings, listed, refusedParcels, rows] = await Promise.all([
    known.settings ?? getDeliverySettings(db),
    known.listed !== undefined ? known.listed : courierListRow(db, pincode),
    !countCodRefusals ? 0 : (known.refusedParcels ?? codRefusalsOf(db, userId)),
    known.sellers ??
      (sellerIds.length
        ? db
            .select({ id: sellers.id, name: sellers.name, pincode: sellers.pincode, state: sellers.state })
            .from(sellers)
            .where(inArray(sellers.id, [...sellerIds]))
        : []),
  ]);
  return { pincode, destination, settings, listed, refusedParcels, sellers: rows };
}

/** The delivery answer from its facts, for an order costing `codTotalPaise` paid by COD. Pure. */
export function deliveryAnswer(
  { pincode, destination, settings, listed, refusedParcels, sellers: rows }: DeliveryFacts,
  { codTotalPaise, now }: { codTotalPaise: number; now: Date },
): OrderDelivery {
  const rule = ruleFor(pincode, settings, listed);
  const refusal = codRefusal({
    pincode,
    serviceable: rule.serviceable,
    pincodeCod: rule.cod,
    totalPaise: codTotalPaise,
    capPaise: settings.codMaxOrderPaise,
    refusedParcels,
  });
  if (!rule.serviceable) return { pincode, serviceable: false, sellers: [], codRefusal: refusal };
  const windows = [...rows]
    .sort((a, b) => a.id - b.id)
    .map((seller) => {
      const { min, max } = rule.days ?? settings.days[zoneOf(placeOf(seller.pincode, seller.state), destination)];
      return {
        sellerId: seller.id,
        sellerName: seller.name,
        ...deliveryWindow(now, min, max, settings.cutoff, settings.holidays),
      };
    });
  return { pincode, serviceable: true, sellers: windows, codRefusal: refusal };
}

/** Refuses a placement the delivery answer does not allow: an address not served, or COD where it is refused. */
export function assertPlaceable(delivery: OrderDelivery, method: string): void {
  if (!delivery.serviceable) {
    const message = notDeliveredMessage(delivery.pincode);
    throw new AppError('unprocessable', message, { errors: { addressId: message } });
  }
  if (method === 'COD' && delivery.codRefusal) {
    throw new AppError('unprocessable', delivery.codRefusal.message, {
      errors: { paymentMethod: delivery.codRefusal.message },
      detail: { reason: delivery.codRefusal.reason },
    });
  }
}
