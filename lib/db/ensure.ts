import { getDb } from './client';
import { runMigrations } from './migrate';
import { isCatalogEmpty, seedDemoStore } from './seed';
import { getMode, settings } from '../config';

/** Migrate, then seed the demo store into an empty database. Safe to call on every start. */
export async function ensureDatabase(log: (line: string) => void = () => {}): Promise<void> {
  await runMigrations();
  const db = getDb();
  if (await isCatalogEmpty(db)) {
    log('Empty database: seeding the demo store…');
    await seedDemoStore(db, { demoShopper: settings.seedDemoShopper(), demoStaff: getMode() === 'demo' });
    log('Demo store seeded.');
  }
}
