import { closeDb } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';

runMigrations()
  .then(() => console.log('Migrations applied.'))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(closeDb);
