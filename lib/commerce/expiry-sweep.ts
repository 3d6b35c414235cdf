/**
 * Runs expirePendingOrders() every minute in the server process. Several instances may each run
 * it: the sweep skips rows another one holds. The timer is unref'd so it never keeps a process alive.
 */
import { getDb } from '../db/client';
import { expirePendingOrders } from './order-state';

// Once a minute; EXPIRY_SWEEP_INTERVAL_MS shortens it for the multi-instance test.
const EVERY_MS = Number(process.env.EXPIRY_SWEEP_INTERVAL_MS) || 60_000;
const KEY = Symbol.for('organic-tattva.expiry-sweep');
const store = globalThis as unknown as { [KEY]?: ReturnType<typeof setInterval> };
let current: Promise<void> | null = null;

export function startExpirySweep(log: (line: string) => void = () => {}): void {
  if (store[KEY]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    current = (async () => {
      try {
        const n = await expirePendingOrders(getDb());
        if (n) log(`Cancelled ${n} unpaid order${n === 1 ? '' : 's'} past the payment window.`);
      } catch (error) {
        console.error('[store] Expiry sweep failed:', error);
      } finally {
        running = false;
      }
    })();
    await current;
  };
  store[KEY] = setInterval(tick, EVERY_MS);
  store[KEY].unref?.();
  void tick();
}

/** Stops the timer (shutdown) and waits for a sweep in progress to finish its batch. */
export async function stopExpirySweep(): Promise<void> {
  if (store[KEY]) clearInterval(store[KEY]);
  store[KEY] = undefined;
  await current;
}
