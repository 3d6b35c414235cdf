/**
 * Every kind of job the store runs: its handler, how often it is tried and how long to wait between
 * tries. The periodic ones carry a cron schedule; pg-boss sends one job per tick for all instances.
 */
import { getDb } from '../db/client';
import { announceDuePosts } from '../content/scheduled-posts';
import { expirePendingOrders } from '../commerce/order-state';
import { expireUnconfirmedCodOrders } from '../delivery/cod-confirmation';
import { deliverQueuedMails } from '../mail/outbox';
import { reconcileRefunds } from '../refunds/reconcile';
import { extraScheduledJobs } from './extra';

export type JobKind = {
  name: string;
  /** `data` is what the job was sent with (empty for a scheduled tick) */
  run: (now: Date, data: Record<string, unknown>) => Promise<unknown>;
  cron?: string;
  /** also sent this often, for a schedule finer than cron's minute (the multi-instance test's expiry) */
  everyMs?: number;
  retryLimit: number;
  /** seconds before the first retry; doubled each try (pg-boss retryBackoff) */
  retryDelay: number;
};

const EVERY_MINUTE = '* * * * *';
/*
 * Posts that came due since this process last looked expire their pages. The first look reaches back
 * one day (cached lists live at most that long). Another instance's look in between only means a
 * tag is expired twice, which is harmless; a failed look keeps its start for the retry.
 */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;
let lastLook: Date | null = null;

async function announcePostsSinceLastLook(now: Date): Promise<string[]> {
  const slugs = await announceDuePosts(getDb(), lastLook ?? new Date(now.getTime() - FIRST_LOOK_BACK_MS), now);
  lastLook = now;
  return slugs;
}

const storeKinds: JobKind[] = [
  // Also sent right after a commit that queued a mail (kickMailSender); the outbox keeps each mail's own tries.
  { name: 'mail.deliver', run: () => deliverQueuedMails(getDb()), cron: EVERY_MINUTE, retryLimit: 3, retryDelay: 30 },
  {
    name: 'refunds.reconcile',
    run: (now) => reconcileRefunds(getDb(), now),
    cron: EVERY_MINUTE,
    retryLimit: 3,
    retryDelay: 30,
  },
  { name: 'posts.announce', run: announcePostsSinceLastLook, cron: EVERY_MINUTE, retryLimit: 3, retryDelay: 30 },
  {
    name: 'orders.expire',
    run: (now) => expirePendingOrders(getDb(), now),
    cron: EVERY_MINUTE,
    everyMs: Number(process.env.EXPIRY_SWEEP_INTERVAL_MS) || undefined,
    retryLimit: 3,
    retryDelay: 30,
  },
  // COD orders the buyer did not confirm in time (design §13).
  {
    name: 'orders.cod-expire',
    run: (now) => expireUnconfirmedCodOrders(getDb(), now),
    cron: EVERY_MINUTE,
    retryLimit: 3,
    retryDelay: 30,
  },
];

export function jobKinds(): JobKind[] {
  return [...storeKinds, ...extraScheduledJobs.map((job) => ({ ...job, retryLimit: 3, retryDelay: 60 }))];
}
