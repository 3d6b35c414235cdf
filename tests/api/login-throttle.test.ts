/**
 * Login throttling that cannot be turned against shoppers: failures by others behind the same
 * address, or wrong passwords typed elsewhere for one's e-mail, lock nobody else out, while one
 * client's guesses at one account, and one client's spray over many accounts, are still stopped.
 * The rate-limit table stays bounded under a spray of fresh addresses.
 */
import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser } from '../helpers/auth';
import { POST as login } from '@/app/auth/login/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/security/client-ip';
import { hit, sweepRateLimits } from '@/lib/security/rate-limit';
import { getDb, type Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ seed: false }));
});
afterAll(teardownTestDatabase);

let n = 0;
const client = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;
const from = (address: string) => ({ [SOCKET_ADDRESS_HEADER]: address });
const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const attempt = (email: string, password: string, address: string) =>
  call(login, '/auth/login', post({ email, password }, from(address)));

test('25 failures by someone behind a shared address do not lock out another shopper there', async () => {
  const office = client();
  const clumsy = await createTestUser();
  const colleague = await createTestUser();
  for (let i = 0; i < 25; i++) await attempt(clumsy.user.email, 'wrong-password-1', office);
  expect((await attempt(colleague.user.email, colleague.password, office)).status).toBe(200);
});

test('wrong passwords typed by anyone who knows the e-mail do not lock the owner out', async () => {
  const owner = await createTestUser();
  const stranger = client();
  for (let i = 0; i < 6; i++) await attempt(owner.user.email, 'guess-123', stranger);
  expect((await attempt(owner.user.email, owner.password, client())).status).toBe(200);
});

test('one client guessing at one account is stopped at 5, the right password included', async () => {
  const owner = await createTestUser();
  const guesser = client();
  for (let i = 0; i < 5; i++) expect((await attempt(owner.user.email, `guess-${i}`, guesser)).status).toBe(401);
  expect((await attempt(owner.user.email, owner.password, guesser)).status).toBe(429);
});

test('an account under attack from many addresses: those that failed are stopped, a new one gets through', async () => {
  const owner = await createTestUser();
  const bots = Array.from({ length: 5 }, client);
  for (const bot of bots) for (let i = 0; i < 4; i++) await attempt(owner.user.email, `guess-${i}`, bot);
  expect((await attempt(owner.user.email, owner.password, bots[0])).status).toBe(429);
  expect((await attempt(owner.user.email, owner.password, client())).status).toBe(200);
});

test('a spray of fresh e-mails from one client is stopped, and writes a bounded number of rate-limit rows', async () => {
  const sprayer = client();
  const count = async () =>
    Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM rate_limits`))[0].n);
  const before = await count();
  const statuses: number[] = [];
  for (let i = 0; i < 80; i++) statuses.push((await attempt(`spray-${i}@example.com`, 'Password1', sprayer)).status);
  expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  expect((await count()) - before).toBeLessThanOrEqual(2 * 20 + 1);
});

test('expired counters are swept by an index on reset_at', async () => {
  const past = new Date(Date.now() - 3_600_000);
  await hit('test:expired', 60, past, getDb());
  await sweepRateLimits(new Date(), getDb());
  const left = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = 'test:expired'`),
  );
  expect(Number(left[0].n)).toBe(0);
  const indexes = rowsOf<{ indexdef: string }>(
    await db.execute(sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'rate_limits'`),
  );
  expect(indexes.some((i) => /\(reset_at\)/.test(i.indexdef))).toBe(true);
});
