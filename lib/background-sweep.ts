/**
 * Background work every 30 seconds in each server process: deliver queued order mails, settle
 * refunds whose outcome is unknown, and expire the cached lists that a scheduled post has just
 * joined. All are safe with several instances (mails are claimed with FOR UPDATE SKIP LOCKED;
 * refunds are settled by the provider's word and re-sent only under their idempotency key; a tag
 * expired twice is expired once). The timer is unref'd so it never keeps a process alive.
 */
import { getDb } from './db/client';
import { announceDuePosts } from './content/scheduled-posts';
import { deliverQueuedMails } from './mail/outbox';
import { reconcileRefunds } from './refunds/reconcile';

const EVERY_MS = 30_000;
/*
 * The first look reaches back one day: cached lists live at most that long (cacheLife 'days'), so a
 * post that came due while no instance was running is caught once this one starts.
 */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const KEY = Symbol.for('organic-tattva.background-sweep');
const store = globalThis as unknown as { [KEY]?: ReturnType<typeof setInterval> };

export function startBackgroundSweep(): void {
  if (store[KEY]) return;
  let running = false;
  let lastLook = new Date(Date.now() - FIRST_LOOK_BACK_MS);
  // Each job on its own: a mail server that is down must not hold back refunds or the blog.
  const jobs: [string, () => Promise<unknown>][] = [
    ['order mails', () => deliverQueuedMails(getDb())],
    ['refunds', () => reconcileRefunds(getDb())],
    [
      'scheduled posts',
      async () => {
        const now = new Date();
        await announceDuePosts(getDb(), lastLook, now);
        lastLook = now;
      },
    ],
  ];
  const tick = async () => {
    if (running) return;
    running = true;
    for (const [name, job] of jobs) {
      try {
        await job();
      } catch (error) {
        console.error(`[store] Background sweep (${name}) failed:`, (error as Error).message);
      }
    }
    running = false;
  };
  store[KEY] = setInterval(tick, EVERY_MS);
  store[KEY].unref?.();
}

export function stopBackgroundSweep(): void {
  if (store[KEY]) clearInterval(store[KEY]);
  delete store[KEY];
}
