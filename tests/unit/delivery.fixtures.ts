import type { DeliveryJson } from '@/lib/delivery/types';

/** A served PIN code's answer from the public delivery call: a three-day window, COD offered. */
export const BENGALURU: DeliveryJson = {
  pincode: '560038',
  city: 'Bengaluru',
  district: 'Bengaluru',
  state: 'Karnataka',
  serviceable: true,
  cod: true,
  earliest: '2026-11-27',
  latest: '2026-11-29',
};
