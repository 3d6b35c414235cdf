import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { DEMO_STAFF } from '@/lib/demo/seed';
import { sellers, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/client';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ demoShopper: true, demoStaff: true }));
}, 180_000);
afterAll(teardownTestDatabase);

test('demo mode seeds a demo admin and a demo member of one seller, with the README passwords', async () => {
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_STAFF.admin.email));
  expect(admin).toMatchObject({ role: 'ADMIN', sellerId: null, status: 'ACTIVE' });
  expect(await verifyPassword(admin.passwordHash, DEMO_STAFF.admin.password)).toBe(true);
  const [member] = await db
    .select({ role: users.role, hash: users.passwordHash, seller: sellers.slug })
    .from(users)
    .innerJoin(sellers, eq(sellers.id, users.sellerId))
    .where(eq(users.email, DEMO_STAFF.seller.email));
  expect(member).toMatchObject({ role: 'SELLER', seller: DEMO_STAFF.seller.sellerSlug });
  expect(await verifyPassword(member.hash, DEMO_STAFF.seller.password)).toBe(true);
});
