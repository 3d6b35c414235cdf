/** The marketing mails' timed work, for the job queue to run on its schedule. */
import { getDb } from '../db/client';
import type { ScheduledJob } from '../jobs/schedule';
import { sendCartReminders } from './cart-reminders';
import { sendStockAlerts } from './stock-alerts';

export const marketingJobs: ScheduledJob[] = [
  { name: 'stock-alerts.send', cron: '* * * * *', run: (now: Date) => sendStockAlerts(getDb(), now) },
  { name: 'cart-reminders.send', cron: '*/5 * * * *', run: (now: Date) => sendCartReminders(getDb(), now) },
];
