/**
 * The first admin. With ADMIN_EMAIL and ADMIN_PASSWORD set, start-up (and `npm run admin`) makes
 * sure that account exists with role ADMIN: created with that password, or an existing account
 * promoted with its password left as it is (so restarting with the variables still set never
 * resets a password someone has since changed).
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { getDb, type Db } from '../db/client';
import { users } from '../db/schema';
import { EMAIL_SHAPE } from '../validation/fields';

export type BootstrapResult = { email: string; outcome: 'created' | 'promoted' | 'unchanged' };

export async function ensureAdmin(
  emailInput: string,
  password: string,
  db: Db = getDb(),
  name = 'Shop Admin',
): Promise<BootstrapResult> {
  const email = emailInput.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(email)) throw new Error('ADMIN_EMAIL is not an e-mail address');
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.role === 'ADMIN' && existing.status === 'ACTIVE') return { email, outcome: 'unchanged' };
    await db
      .update(users)
      .set({
        role: 'ADMIN',
        sellerId: null,
        status: 'ACTIVE',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return { email, outcome: 'promoted' };
  }
  const inserted = await db
    .insert(users)
    .values({ email, name, phone: '0000000000', passwordHash: await hashPassword(password), role: 'ADMIN' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Another instance starting at the same moment created it first: promote whatever is there.
  if (!inserted.length) return ensureAdmin(email, password, db, name);
  return { email, outcome: 'created' };
}

/** Start-up's call: does nothing unless both variables are set. */
export async function ensureAdminFromEnv(log: (line: string) => void, db: Db = getDb()): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  const { outcome } = await ensureAdmin(email, password, db);
  log(`Admin ${email}: ${outcome}.`);
}
