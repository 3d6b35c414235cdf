/**
 * What a load balancer asks an instance: is the process up (liveness), and may it take traffic
 * (readiness: the database answers, every committed migration is applied, and it is not shutting
 * down). An instance that is draining after SIGTERM answers "not ready" so the proxy moves on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, getDbKind } from '../db/client';
import { AppError } from '../errors';
import { settings } from '../config';

const DRAINING = Symbol.for('organic-tattva.draining');
const flags = globalThis as unknown as { [DRAINING]?: boolean };

export function markDraining(): void {
  flags[DRAINING] = true;
}

export function isDraining(): boolean {
  return flags[DRAINING] === true;
}

export function liveness() {
  return { status: 'up', uptimeSeconds: Math.round(process.uptime()) };
}

/** How many migrations the code ships (drizzle/meta/_journal.json). */
function shippedMigrations(): number {
  const journal = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

export async function readiness() {
  if (isDraining()) throw new AppError('unavailable', 'Shutting down.');
  let applied: number;
  try {
    const rows = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    applied = Number(
      (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n,
    );
  } catch {
    throw new AppError('unavailable', 'The database is not reachable.', {
      retryAfter: settings.busyRetryAfterSeconds(),
    });
  }
  const shipped = shippedMigrations();
  if (applied < shipped) throw new AppError('unavailable', `Migrations pending (${applied} of ${shipped} applied).`);
  return { status: 'ready', database: getDbKind(), migrations: applied };
}
