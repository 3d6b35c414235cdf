/**
 * The two numbers a parcel's label carries besides the address: what the courier collects at the
 * door, and what the parcel weighs.
 */
import { subOrderPaidPaise } from '../../commerce/payable';

export type LabelPayment = { kind: 'COD'; collectPaise: number } | { kind: 'PREPAID' };

/**
 * Cash on delivery collects this sub-order's share of the order — its lines, plus the order's
 * shipping and COD handling on the first sub-order only — the same share invoices and refunds use,
 * so the parcels of one order together collect exactly the order total. Anything else was paid online.
 */
export function labelPayment(
  order: { paymentType: string; shippingPaise: number; handlingPaise: number },
  linesPaise: number,
  isFirstSubOrder: boolean,
): LabelPayment {
  if (order.paymentType !== 'POSTPAID') return { kind: 'PREPAID' };
  return { kind: 'COD', collectPaise: subOrderPaidPaise(linesPaise, isFirstSubOrder, order) };
}

/** Each product's packed weight × its quantity; unknown (null) when any product has no weight, rather than a figure too light. */
export function parcelWeightGrams(items: readonly { weightGrams: number | null; quantity: number }[]): number | null {
  if (items.length === 0 || items.some((i) => i.weightGrams === null || i.weightGrams <= 0)) return null;
  return items.reduce((sum, i) => sum + i.weightGrams! * i.quantity, 0);
}

/** "450 g", "1.25 kg", or "—" when unknown. */
export function weightText(grams: number | null): string {
  if (grams === null) return '—';
  return grams < 1000 ? `${grams} g` : `${Number((grams / 1000).toFixed(2))} kg`;
}
