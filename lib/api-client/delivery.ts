import type { DeliveryJson, DeliveryQuery } from '@/lib/delivery/types';
import { JSON_ONLY } from './header';

/** The answer for a PIN code the dataset does not know (the call's 404), apart from the promise itself. */
export const UNKNOWN_PINCODE = 'unknown';

/**
 * The delivery promise for a PIN code (app/api/v1/public/store/delivery). A plain fetch, outside
 * apiFetch's session rules and toasts: anyone may ask, from the product page, whose first load must
 * not carry the session client.
 */
export const deliveryApi = {
  /** The promise, or UNKNOWN_PINCODE; any other refusal or failure throws. */
  check: async ({ pincode, productId, variantId }: DeliveryQuery): Promise<DeliveryJson | typeof UNKNOWN_PINCODE> => {
    const query = new URLSearchParams({ pincode });
    if (productId) query.set('productId', String(productId));
    if (variantId) query.set('variantId', String(variantId));
    const response = await fetch(`/api/v1/public/store/delivery?${query}`, { headers: JSON_ONLY });
    if (response.status === 404) return UNKNOWN_PINCODE;
    const body = (await response.json()) as { data?: DeliveryJson | null; message?: string };
    if (!response.ok || !body.data?.pincode) throw new Error(body.message ?? `HTTP ${response.status}`);
    return body.data;
  },
};
