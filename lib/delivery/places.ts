import { lookupPincode, storeState } from './pincodes';
import type { Place } from './zones';

/** A place known by its PIN code, else by its state alone (a seller or shop without a known PIN code). */
export function placeOf(pincode: string | null, state: string): Place {
  const known = pincode ? lookupPincode(pincode) : null;
  if (known) return { district: known.district, state: known.state };
  return { district: null, state: storeState(state) ?? state };
}
