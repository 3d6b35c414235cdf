/** A periodic job another feature hands to the queue: run once per cron tick, on one instance only. */
export type ScheduledJob = { name: string; cron: string; run: (now: Date) => Promise<unknown> };
