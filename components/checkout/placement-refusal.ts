import { ApiError } from '@/lib/api-client/fetch';

/** The placement's delivery refusal (design §13), by the field it belongs to: the address, or the payment method. */
export type PlacementRefusal = { field: 'addressId' | 'paymentMethod'; message: string };

/**
 * The placement's 422 when the delivery answer changed after the steps showed it: the address is no
 * longer served (errors.addressId) or COD is refused (errors.paymentMethod). Anything else: null.
 */
export function placementRefusalOf(error: unknown): PlacementRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  if (error.errors?.paymentMethod) return { field: 'paymentMethod', message: error.errors.paymentMethod };
  if (error.errors?.addressId) return { field: 'addressId', message: error.errors.addressId };
  return null;
}
