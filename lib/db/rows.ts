/** drizzle's execute() answers the rows directly on postgres.js and { rows } on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A long list in slices of `size`: one statement per slice keeps bulk writes under the bind-parameter limit. */
export function inBatches<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A one-row select's row, read under a row lock (FOR UPDATE, to the transaction's end) when `lock`; none throws. */
export async function singleRow<T>(
  select: PromiseLike<T[]> & { for(strength: 'update'): PromiseLike<T[]> },
  lock: boolean,
  missing: () => Error,
): Promise<T> {
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw missing();
  return row;
}
