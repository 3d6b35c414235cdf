/**
 * The delivery promise contract: what `GET /api/v1/public/store/delivery` answers and what
 * `deliveryApi.check` (lib/api-client/delivery.ts) returns.
 */
export interface DeliveryJson {
  /** The 6-digit PIN code asked about. */
  pincode: string;
  /** Title-cased district name (the city shown to the shopper). */
  city: string;
  /** Title-cased district name. */
  district: string;
  /** The store's spelling of the state (one of INDIAN_STATES). */
  state: string;
  /** False when the shop does not deliver to this PIN code ("We don't deliver to {pincode} yet"). */
  serviceable: boolean;
  /** Whether cash on delivery is offered at this PIN code. */
  cod: boolean;
  /** Earliest delivery date, `YYYY-MM-DD` in IST; null when not serviceable. */
  earliest: string | null;
  /** Latest delivery date, `YYYY-MM-DD` in IST; null when not serviceable. */
  latest: string | null;
}

/** The query the delivery call accepts. */
export interface DeliveryQuery {
  pincode: string;
  productId?: number;
  variantId?: number;
}

/**
 * The checkout's delivery answer for the chosen address (design §13), carried by the price answer
 * (lib/offers/price-json.ts): whether it is served, each seller's window, and whether COD is offered.
 */
export interface CheckoutDeliveryJson {
  addressId: number;
  pincode: string;
  serviceable: boolean;
  /** why the address cannot be delivered to ("We don't deliver to {pincode} yet."); null when served */
  message: string | null;
  /** one window per seller of the lines (`YYYY-MM-DD`, IST), in seller-id order; empty when not served */
  sellers: { sellerName: string; earliest: string; latest: string }[];
  /** COD for this order at this address: reason and message say why not */
  cod: { available: boolean; reason: string | null; message: string | null };
}
