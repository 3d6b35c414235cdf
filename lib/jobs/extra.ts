import type { ScheduledJob } from './schedule';

/** Periodic jobs of other features (marketing mails …), put on the queue beside the store's own. */
export const extraScheduledJobs: ScheduledJob[] = [];
