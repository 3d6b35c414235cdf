/**
 * The 20-address cap holds under parallel requests: the count and the insert are serialised per
 * owner, so a burst of adds cannot all see 19 and store more (24 were seen on PostgreSQL).
 */
import { eq, count } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { POST as create } from '@/app/addresses/route';
import { addresses } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

const home = {
  name: 'Priya Sharma',
  phoneNumber: '9876543210',
  streetAddress: '22 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
};

test('30 parallel adds store at most 20 addresses', async () => {
  const { user, authHeader } = await createTestUser();
  const results = await Promise.all(
    Array.from({ length: 30 }, () =>
      call(create, '/addresses', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeader },
        body: JSON.stringify(home),
      }),
    ),
  );
  const [{ n }] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, user.id));
  expect(Number(n)).toBe(20);
  expect(results.filter((r) => r.status === 201)).toHaveLength(20);
  expect(results.filter((r) => r.status === 409)).toHaveLength(10);
});
