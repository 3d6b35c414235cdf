/**
 * A private database per test file: PGlite in memory by default, or a fresh PostgreSQL
 * database (created here, dropped afterwards) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { settleBackgroundWork } from '@/lib/background';
import { closeDb, getDb, getDbKind } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { seedDemoStore } from '@/lib/demo/seed';

let current: { name: string; adminUrl?: string } | null = null;

export async function setupTestDatabase(options: { seed?: boolean; demoShopper?: boolean; demoStaff?: boolean } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let name = 'memory';
  if (adminUrl) {
    // TEST_DB_PREFIX: where several people share one PostgreSQL, each names their throwaway databases apart.
    name = `${process.env.TEST_DB_PREFIX ?? 'store_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  current = { name, adminUrl };
  await runMigrations();
  if (options.seed !== false) {
    await seedDemoStore(getDb(), { demoShopper: options.demoShopper ?? false, demoStaff: options.demoStaff ?? false });
  }
  return { db: getDb(), kind: getDbKind(), name };
}

export async function teardownTestDatabase() {
  // Mails a request sent in the background must finish before their database goes away.
  await settleBackgroundWork();
  await closeDb();
  if (current?.adminUrl) {
    const admin = postgres(current.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${current.name}" WITH (FORCE)`);
    await admin.end();
    delete process.env.DATABASE_URL;
  }
  current = null;
}
