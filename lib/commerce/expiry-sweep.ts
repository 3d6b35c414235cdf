/**
 * Runs expirePendingOrders() every minute in the server process. Several instances may each run
 * it: the sweep skips rows another one holds. The timer is unref'd so it never keeps a process alive.
 */
import { getDb } from '../db/client';
import { expirePendingOrders } from './order-state';

const EVERY_MS = 60_000;
const KEY = Symbol.for('organic-tattva.expiry-sweep');
const store = globalThis as unknown as { [KEY]?: ReturnType<typeof setInterval> };

export function startExpirySweep(log: (line: string) => void = () => {}): void {
  if (store[KEY]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await expirePendingOrders(getDb());
      if (n) log(`Cancelled ${n} unpaid order${n === 1 ? '' : 's'} past the payment window.`);
    } catch (error) {
      console.error('[store] Expiry sweep failed:', error);
    } finally {
      running = false;
    }
  };
  store[KEY] = setInterval(tick, EVERY_MS);
  store[KEY].unref?.();
  void tick();
}
