import { marketingJobs } from '../marketing/jobs';
import type { ScheduledJob } from './schedule';

/** Periodic jobs of other features, put on the queue beside the store's own: the marketing mails. */
export const extraScheduledJobs: ScheduledJob[] = [...marketingJobs];
