import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { getStatementDb, type Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hit } from '@/lib/security/rate-limit';

let db: Db;
let kind: string;
beforeAll(async () => {
  ({ db, kind } = await setupTestDatabase({ demoShopper: true }));
}, 180_000);
afterAll(teardownTestDatabase);

test('the statement pool reads what the main handle committed, the same statement answering each time', async () => {
  const [shopper] = await db.select({ id: users.id, email: users.email }).from(users).limit(1);
  // Twice: the second run is the prepared statement's, with other parameters it must not mix up.
  for (const name of ['First name', 'Second name']) {
    await db.update(users).set({ name }).where(eq(users.id, shopper.id));
    const [row] = await getStatementDb()
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, shopper.id));
    expect(row).toEqual({ email: shopper.email, name });
  }
});

test('a throttle counts on the statement pool, its window shared with every other reader', async () => {
  const now = new Date('2026-11-26T10:00:00Z');
  expect((await hit('test:pool', 60, now)).count).toBe(1);
  expect((await hit('test:pool', 60, now)).count).toBe(2);
  expect((await hit('test:pool', 60, new Date(now.getTime() + 61_000))).count).toBe(1);
});

test('on PostgreSQL the statement pool refuses a transaction (nothing is ever pipelined behind a BEGIN)', async () => {
  const attempt = getStatementDb().transaction(async (tx) => tx.select({ id: users.id }).from(users).limit(1));
  if (kind === 'postgres') await expect(attempt).rejects.toThrow(/transaction on the statement pool/);
  // PGlite has one in-process connection and nothing to pipeline: the statement pool is the main handle.
  else await expect(attempt).resolves.toHaveLength(1);
});
