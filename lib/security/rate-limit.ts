/**
 * Fixed-window counters in the `rate_limits` table, so every app instance sees the same count.
 * One atomic upsert per hit (no read-modify-write race). Keys are hashed: the table never holds
 * e-mail addresses or IPs in clear.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, getStatementDb, type DbOrTx } from '../db/client';
import { sqlStatement, type Params } from '../db/statement';
import { rowsOf } from '../db/rows';
import { AppError, rateLimitedMessage } from '../errors';

export type Window = { limit: number; windowSeconds: number };
export type Counter = { count: number; resetAt: Date };

export function limitKey(scope: string, value: string): string {
  return `${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

// Built once: every API request counts on it (lib/db/statement.ts).
const count = sqlStatement(
  (p: Params<{ key: string; reset: string; at: string }>) => sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${p.key}, 1, ${p.reset}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${p.at}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${p.at}::timestamptz THEN ${p.reset}::timestamptz ELSE rate_limits.reset_at END
      RETURNING count, reset_at`,
);

/** One counted attempt; on its own, on the prepared statement pool (one round trip, see getStatementDb). */
export async function hit(
  key: string,
  windowSeconds: number,
  now = new Date(),
  db: DbOrTx = getStatementDb(),
): Promise<Counter> {
  const reset = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const at = now.toISOString();
  const rows = rowsOf<{ count: number; reset_at: string | Date }>(await count(db, { key, reset, at }));
  if (Math.random() < SWEEP_CHANCE) void sweepRateLimits(now, db).catch(() => {});
  return { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) };
}

/** The live count of a key (0 once its window has passed). */
export async function peek(key: string, now = new Date(), db: DbOrTx = getDb()): Promise<Counter> {
  const rows = rowsOf<{ count: number; reset_at: string | Date }>(
    await db.execute(
      sql`SELECT count, reset_at FROM rate_limits WHERE key = ${key} AND reset_at > ${now.toISOString()}::timestamptz`,
    ),
  );
  return rows[0] ? { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) } : { count: 0, resetAt: now };
}

/** Gives back one counted attempt (a login that turned out right is not a failure). */
export async function release(key: string, db: DbOrTx = getDb()): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
}

export async function clear(key: string, db: DbOrTx = getDb()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/**
 * About one hit in fifty also deletes every counter whose window has passed (it would restart at 1
 * anyway): the table holds only live windows, and the delete uses rate_limits_reset_idx instead
 * of scanning. Live rows are bounded by the limits themselves: every per-e-mail counter is written
 * only after the client's own limit let the request through.
 */
const SWEEP_CHANCE = 0.02;

export async function sweepRateLimits(now = new Date(), db: DbOrTx = getDb()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at <= ${now.toISOString()}::timestamptz`);
}

export function retryAfterSeconds(resetAt: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** The 429 for a passed limit: "Too many attempts. Please try again in N minutes." with Retry-After. */
export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError('rate_limited', rateLimitedMessage(retryAfter), { retryAfter });
}

/** Counts one attempt and throws once the window's limit is passed. */
export async function consumeOrThrow(key: string, window: Window, now = new Date()): Promise<void> {
  const counter = await hit(key, window.windowSeconds, now);
  if (counter.count > window.limit) throw tooManyAttempts(retryAfterSeconds(counter.resetAt, now));
}
