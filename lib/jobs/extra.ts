import { marketingJobs } from '../marketing/jobs';
import { reviewJobs } from '../reviews/jobs';
import type { ScheduledJob } from './schedule';

/** Periodic jobs of other features, put on the queue beside the store's own: the marketing mails, review requests. */
export const extraScheduledJobs: ScheduledJob[] = [...marketingJobs, ...reviewJobs];
