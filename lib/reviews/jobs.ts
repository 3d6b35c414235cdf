/** The reviews' timed work, for the job queue to run on its schedule. */
import { getDb } from '../db/client';
import type { ScheduledJob } from '../jobs/schedule';
import { sendReviewRequests } from './request-mail';

export const reviewJobs: ScheduledJob[] = [
  // Hourly is soon enough for a mail that waits days; each run sends what came due since the last.
  { name: 'reviews.request', cron: '7 * * * *', run: (now: Date) => sendReviewRequests(getDb(), now) },
];
