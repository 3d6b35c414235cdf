/**
 * `npm run admin`: ensure the admin account named by ADMIN_EMAIL + ADMIN_PASSWORD exists, against
 * the same database the server uses (DATABASE_URL, or the embedded one in ./data — stop the server
 * first, PGlite is single-process). Also accepts `npm run admin -- <email> <password>`.
 */
import { ensureAdmin } from '../lib/account/bootstrap-admin';
import { closeDb } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';

async function main() {
  const [argEmail, argPassword] = process.argv.slice(2);
  const email = argEmail ?? process.env.ADMIN_EMAIL;
  const password = argPassword ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error('Usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run admin   (or: npm run admin -- <email> <password>)');
    process.exit(2);
  }
  await runMigrations();
  const { outcome } = await ensureAdmin(email, password);
  console.log(`[store] Admin ${email.trim().toLowerCase()}: ${outcome}.`);
  await closeDb();
}

main().catch(async (error) => {
  console.error(`[store] ${(error as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
