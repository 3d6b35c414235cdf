/**
 * A request whose database refuses it is answered 503 with Retry-After, in the caller's language,
 * never a 500 — and, on PostgreSQL, the same process answers again as soon as connections are
 * allowed, with no restart (postgres.js opens fresh connections by itself).
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import * as categories from '@/app/api/categories/roots/route';
import { closeDb } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';
import { call } from '../helpers/http';

const BUSY = 'The store is busy right now. Please try again in a few seconds.';
const savedUrl = process.env.DATABASE_URL;

beforeAll(() => {
  process.env.BUSY_RETRY_AFTER_S = '3';
});
afterAll(async () => {
  await closeDb();
  delete process.env.BUSY_RETRY_AFTER_S;
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

/** A local port nothing listens on: every connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a database that refuses connections', () => {
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = `postgres://shop@127.0.0.1:${await closedPort()}/shop`;
  });

  it('answers 503 with Retry-After and says to try again, not a 500', async () => {
    const res = await call(categories.GET, '/api/categories/roots');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.body).toEqual({ status: 503, message: BUSY, data: null });
  });

  it('says it in Hindi to a Hindi page', async () => {
    const res = await call(categories.GET, '/api/categories/roots', { headers: { 'Accept-Language': 'hi' } });
    expect(res.status).toBe(503);
    expect(res.body?.message).toBe('स्टोर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।');
  });
});

// Only PostgreSQL has connection limits and other sessions to end; the embedded run has no such test.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : () => undefined;
onPostgres('PostgreSQL at its connection limit', () => {
  const name = `overload_${process.pid}_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const adminOf = (database: string) =>
    Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${database}` }).toString();
  const asRole = () => {
    const url = new URL(adminOf(name));
    url.username = name;
    url.password = password;
    return url.toString();
  };

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    await admin.unsafe(`CREATE ROLE "${name}" LOGIN PASSWORD '${password}' CONNECTION LIMIT 0`);
    await closeDb();
    process.env.DATABASE_URL = adminOf(name);
    await runMigrations();
    await closeDb();
    const owner = postgres(adminOf(name), { max: 1, onnotice: () => {} });
    await owner.unsafe(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO "${name}"`);
    await owner.end();
    // The store now connects as a role PostgreSQL refuses ("too many connections for role", 53300).
    process.env.DATABASE_URL = asRole();
  });
  afterAll(async () => {
    await closeDb();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.unsafe(`DROP ROLE IF EXISTS "${name}"`);
    await admin.end();
  });

  it('answers 503 with Retry-After while refused, and 200 from the same process once allowed', async () => {
    const refused = await call(categories.GET, '/api/categories/roots');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.body?.message).toBe(BUSY);

    await admin.unsafe(`ALTER ROLE "${name}" CONNECTION LIMIT -1`);
    const allowed = await call(categories.GET, '/api/categories/roots');
    expect(allowed.status).toBe(200);
    expect(allowed.body?.data).toEqual([]);
  });

  it('answers again after its connections are cut (a database restart), with no restart of its own', async () => {
    expect((await call(categories.GET, '/api/categories/roots')).status).toBe(200);
    const cut = await admin`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE usename = ${name}`;
    expect(cut.length).toBeGreaterThan(0);
    // The first request may meet the dropped connection (503); the store recovers within a few tries.
    const statuses: number[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 200; i++) {
      statuses.push((await call(categories.GET, '/api/categories/roots')).status);
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
