import type { DeliverySettingsInput, DeliverySettingsJson } from '@/lib/delivery/settings-schema';
import { apiFetch } from './fetch';

/** The back office's delivery settings write. */
export const adminDeliveryApi = {
  save: (input: DeliverySettingsInput) =>
    apiFetch<DeliverySettingsJson>('/api/v1/admin/delivery', { method: 'PUT', json: input }),
};
