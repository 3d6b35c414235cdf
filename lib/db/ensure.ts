import { getDb } from './client';
import { runMigrations } from './migrate';
import { isCatalogEmpty, seedDemoStore } from '../demo/seed';
import { getMode, settings } from '../config';

/**
 * Migrate, then seed the demo store into an empty database. Safe to call on every start, and
 * from several instances starting at once: on PostgreSQL one of them holds an advisory lock
 * while it migrates and seeds, and the others wait for it and then find nothing to do.
 */
export async function ensureDatabase(log: (line: string) => void = () => {}): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return migrateAndSeed(log);
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const postgres = require('postgres') as typeof import('postgres');
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`SELECT pg_advisory_lock(hashtext('organic-tattva.ensure-database'))`;
    await migrateAndSeed(log);
  } finally {
    await lock.end({ timeout: 5 });
  }
}

async function migrateAndSeed(log: (line: string) => void): Promise<void> {
  await runMigrations();
  const db = getDb();
  if (await isCatalogEmpty(db)) {
    log('Empty database: seeding the demo store…');
    await seedDemoStore(db, { demoShopper: settings.seedDemoShopper(), demoStaff: getMode() === 'demo' });
    log('Demo store seeded.');
  }
}
