import type { z } from 'zod';
import type { settingsInputSchema, SettingsJson } from '@/lib/settings/schema';
import { apiFetch } from './fetch';

/** The back office's settings write. */
export const adminSettingsApi = {
  save: (input: z.input<typeof settingsInputSchema>) =>
    apiFetch<SettingsJson>('/api/v1/admin/settings', { method: 'PUT', json: input }),
};
