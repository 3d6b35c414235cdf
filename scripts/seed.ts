import { closeDb, getDb } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';
import { isCatalogEmpty, seedDemoStore } from '../lib/demo/seed';
import { settings } from '../lib/config';

async function main() {
  await runMigrations();
  const db = getDb();
  if (!(await isCatalogEmpty(db))) {
    console.log('The database already has a catalogue; nothing seeded.');
    return;
  }
  await seedDemoStore(db, { demoShopper: settings.seedDemoShopper() });
  console.log('Demo store seeded.');
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
