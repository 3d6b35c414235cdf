/** The marketing mails' timed work, for the job queue to run on its schedule. */
import { getDb } from '../db/client';
import { sendCartReminders } from './cart-reminders';
import { sendStockAlerts } from './stock-alerts';

export type ScheduledJob = { name: string; cron: string; run: (now: Date) => Promise<unknown> };

export const marketingJobs: ScheduledJob[] = [
  { name: 'stock-alerts.send', cron: '* * * * *', run: (now: Date) => sendStockAlerts(getDb(), now) },
  { name: 'cart-reminders.send', cron: '*/5 * * * *', run: (now: Date) => sendCartReminders(getDb(), now) },
];
