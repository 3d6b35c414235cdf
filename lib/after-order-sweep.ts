/**
 * Background work after orders, every 30 seconds in each server process: deliver queued order
 * mails and settle refunds whose outcome is unknown. Both are safe with several instances (mails
 * are claimed with FOR UPDATE SKIP LOCKED; refunds are settled by the provider's word and re-sent
 * only under their idempotency key). The timer is unref'd so it never keeps a process alive.
 */
import { getDb } from './db/client';
import { deliverQueuedMails } from './mail/outbox';
import { reconcileRefunds } from './refunds/reconcile';

const EVERY_MS = 30_000;
const KEY = Symbol.for('organic-tattva.after-order-sweep');
const store = globalThis as unknown as { [KEY]?: ReturnType<typeof setInterval> };

export function startAfterOrderSweep(): void {
  if (store[KEY]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverQueuedMails(getDb());
      await reconcileRefunds(getDb());
    } catch (error) {
      console.error('[store] After-order sweep failed:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  store[KEY] = setInterval(tick, EVERY_MS);
  store[KEY].unref?.();
}

export function stopAfterOrderSweep(): void {
  if (store[KEY]) clearInterval(store[KEY]);
  delete store[KEY];
}
