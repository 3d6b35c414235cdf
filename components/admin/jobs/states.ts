import { JOB_STATES, type JobState } from '@/lib/jobs/states';

export const STATE_LABEL: Record<JobState, string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const SHOWN_STATES: readonly JobState[] = JOB_STATES;
