/**
 * A signed-in shopper for API tests: a real user row (argon2id hash) and a real session token
 * minted exactly the way `POST /auth/login` mints it.
 */
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { mintSessionToken, type Role } from '@/lib/auth/token';
import { sessionCookieName } from '@/lib/auth/cookie';
import type { SessionUser } from '@/lib/auth/session';

export type TestUserOverrides = Partial<{
  email: string;
  name: string;
  phone: string;
  password: string;
  role: Role;
  status: 'ACTIVE' | 'BLOCKED';
  remember: boolean;
  sellerId: number | null;
}>;

export type TestUser = {
  user: SessionUser;
  password: string;
  token: string;
  authHeader: { Authorization: string };
  /** the same token as the browser's session cookie: `{ Cookie: 'next-auth.session-token=…' }` */
  cookieHeader: { Cookie: string };
};

export async function createTestUser(overrides: TestUserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? 'Tea@12345';
  const [row] = await getDb()
    .insert(users)
    .values({
      email: (overrides.email ?? `shopper-${randomBytes(5).toString('hex')}@example.com`).toLowerCase(),
      name: overrides.name ?? 'Test Shopper',
      phone: overrides.phone ?? '9876543210',
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'CUSTOMER',
      status: overrides.status ?? 'ACTIVE',
      sellerId: overrides.sellerId ?? null,
    })
    .returning();
  const { token } = await mintSessionToken(row, overrides.remember ?? false);
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      role: row.role as Role,
      sellerId: row.sellerId,
    },
    password,
    token,
    authHeader: { Authorization: `Bearer ${token}` },
    cookieHeader: { Cookie: `${sessionCookieName()}=${token}` },
  };
}
