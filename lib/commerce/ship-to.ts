/**
 * The order's delivery address as a packer, a courier and a label read it: every line, the PIN and
 * the phone. One place for the sub-order page, the packing slip and the shipping label, so none of
 * them drops a line the others print.
 */
export type ShipTo = {
  name: string;
  /** street, landmark and second line, in the order the shopper wrote them; blanks left out */
  lines: string[];
  city: string;
  state: string;
  pincode: string;
  country: string;
  /** primary first; the second number only when the shopper gave one */
  phones: string[];
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Reads an order's address snapshot (`orders.shipping_address`), tolerating fields an older snapshot lacks. */
export function shipTo(snapshot: unknown): ShipTo {
  const a = (snapshot && typeof snapshot === 'object' ? snapshot : {}) as Record<string, unknown>;
  const lines = [a.streetAddress, a.addressLine1, a.addressLine2].map(text).filter(Boolean);
  const phones = [a.phoneNumber, a.phoneNumber2].map(text).filter(Boolean);
  return {
    name: text(a.name),
    lines,
    city: text(a.city),
    state: text(a.state),
    pincode: text(a.postalCode),
    country: text(a.country) || 'India',
    phones,
  };
}

/** "Siliguri, West Bengal 734001" — the line a courier sorts by. */
export const cityLine = (to: ShipTo): string =>
  [[to.city, to.state].filter(Boolean).join(', '), to.pincode].filter(Boolean).join(' ');

/** With an Indian mobile number's +91 written out, as couriers want it on the label. */
export const phoneLine = (to: ShipTo): string => to.phones.map((p) => (/^\d{10}$/.test(p) ? `+91 ${p}` : p)).join(', ');
