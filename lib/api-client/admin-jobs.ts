import type { JobsOverview } from '@/lib/jobs/admin';
import type { JobState } from '@/lib/jobs/states';
import { apiFetch } from './fetch';

const path = '/api/v1/admin/jobs';

/** The back office's view of the job queue. */
export const adminJobsApi = {
  overview: (state: JobState = 'failed', page = 1) =>
    apiFetch<JobsOverview>(`${path}?${new URLSearchParams({ state, page: String(page) })}`),
  retry: (id: string) => apiFetch<{ id: string; state: JobState }>(`${path}/${id}/retry`, { method: 'POST' }),
};
