/**
 * The queue this process runs (started once by lib/startup.ts), kept on globalThis because Next
 * bundles each route separately. Writers send jobs through here without importing the job kinds.
 */
import type PgBoss from 'pg-boss';

const KEY = Symbol.for('organic-tattva.jobs');
const store = globalThis as unknown as { [KEY]?: PgBoss };

export function runningQueue(): PgBoss | null {
  return store[KEY] ?? null;
}

export function setRunningQueue(boss: PgBoss | undefined): void {
  store[KEY] = boss;
}

/** Queues one job of `name`; false when this process runs no queue (a script, a unit test). */
export async function sendJob(name: string, data: object = {}, options: PgBoss.SendOptions = {}): Promise<boolean> {
  const boss = runningQueue();
  if (!boss) return false;
  await boss.send(name, data, options);
  return true;
}
