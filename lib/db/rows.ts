/** drizzle's execute() answers the rows directly on postgres.js and { rows } on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
