import type { CourierListReport, CourierListSummary } from '@/lib/delivery/courier/list';
import type { DeliverySettingsInput, DeliverySettingsJson } from '@/lib/delivery/settings-schema';
import { apiFetch, uploadCsv } from './fetch';

/** The back office's delivery settings write. */
export const adminDeliveryApi = {
  save: (input: DeliverySettingsInput) =>
    apiFetch<DeliverySettingsJson>('/api/v1/admin/delivery', { method: 'PUT', json: input }),
};

const PINCODES = '/api/v1/admin/delivery/pincodes';
/** The courier's list as CSV: a plain link (the browser sends the session cookie with it). */
export const COURIER_LIST_CSV_URL = `${PINCODES}?format=csv`;

const send = (file: File, dryRun: boolean) => uploadCsv<CourierListReport>(PINCODES, file, dryRun);

/** The courier's serviceable list (docs/back-office.md): check a file, replace the list with it, or clear it. */
export const courierListApi = {
  /** every row checked, nothing written: what would be added, changed, removed, and every error by row */
  check: (file: File) => send(file, true),
  /** the whole list replaced in one transaction; a file with errors is refused (422) and nothing changes */
  replace: (file: File) => send(file, false),
  clear: () => apiFetch<CourierListSummary>(PINCODES, { method: 'DELETE' }),
};

export type { CourierListReport, CourierListSummary };
