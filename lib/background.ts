/**
 * Work a request starts but does not wait for (mails that must not delay or reveal anything in
 * the answer). Failures are logged, never thrown. Tracked so a test or a shutdown can wait for it
 * instead of closing the database under it.
 */
const pending = new Set<Promise<void>>();

export function inBackground(what: string, work: () => Promise<unknown>): void {
  const task = work()
    .then(() => undefined)
    .catch((error) => console.error(`[background] ${what} failed:`, (error as Error).message))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once everything started so far has finished. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
