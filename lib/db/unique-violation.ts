/**
 * A unique index said no (PostgreSQL 23505), wherever the driver put the error (drizzle wraps it in
 * `cause`): the constraint's name, '' when the driver does not say, or null for any other error.
 * The one reading of it for every "taken meanwhile" answer (slugs, SKUs, codes, order numbers, jobs).
 */
type PgError = { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };

export function uniqueViolation(error: unknown): string | null {
  for (let e = error as PgError | null | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (e.code === '23505') return e.constraint_name ?? e.constraint ?? '';
  }
  return null;
}
