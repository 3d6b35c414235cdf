import path from 'node:path';
import { getDb, getDbKind } from './client';

/** Applies the committed SQL migrations in ./drizzle (idempotent). */
export async function runMigrations(folder = path.join(process.cwd(), 'drizzle')): Promise<void> {
  const db = getDb();
  if (getDbKind() === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(db as never, { migrationsFolder: folder });
  }
}
