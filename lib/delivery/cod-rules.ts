/**
 * Who may pay cash on delivery (design §13), as one pure rule the payment step, the checkout's
 * delivery answer and the placement all use: COD only where the PIN code allows it, up to the
 * shop's cap, and not for an account whose COD parcels came back twice (until staff lift it).
 */
import { formatRupees, paiseToRupees } from '../money';

/** Parcels returned to origin that bar an account from COD. */
export const COD_REFUSALS_TO_BAR = 2;

export type CodRefusalReason = 'UNSERVICEABLE' | 'PINCODE' | 'OVER_CAP' | 'REFUSED_BEFORE';
export type CodRefusal = { reason: CodRefusalReason; message: string };

export type CodFacts = {
  pincode: string;
  /** the shop delivers to the PIN code at all */
  serviceable: boolean;
  /** the PIN code takes COD */
  pincodeCod: boolean;
  /** the order's total when paid by COD */
  totalPaise: number;
  capPaise: number;
  /** the account's COD parcels returned to origin since staff last lifted its bar */
  refusedParcels: number;
};

export const notDeliveredMessage = (pincode: string) => `We don't deliver to ${pincode} yet.`;

/** Why COD is not offered, or null when it is. The first reason that applies is the one the shopper reads. */
export function codRefusal(facts: CodFacts): CodRefusal | null {
  if (!facts.serviceable) return { reason: 'UNSERVICEABLE', message: notDeliveredMessage(facts.pincode) };
  if (!facts.pincodeCod)
    return { reason: 'PINCODE', message: `Cash on delivery is not available at PIN code ${facts.pincode}.` };
  if (facts.refusedParcels >= COD_REFUSALS_TO_BAR)
    return {
      reason: 'REFUSED_BEFORE',
      message: 'Cash on delivery is not available on this account because earlier COD parcels were refused.',
    };
  if (facts.totalPaise > facts.capPaise)
    return {
      reason: 'OVER_CAP',
      message: `Cash on delivery is available on orders up to ${formatRupees(paiseToRupees(facts.capPaise))}.`,
    };
  return null;
}
