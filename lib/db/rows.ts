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
