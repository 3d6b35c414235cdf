import { asc, eq, inArray, sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { getStatementDb, type Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { users } from '@/lib/db/schema';
import { builtStatements, rowsStatement, sqlStatement, statement, type Params } from '@/lib/db/statement';

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase({ demoShopper: true }));
}, 180_000);
afterAll(teardownTestDatabase);

const nameOf = statement((h, p: Params<{ id: number }>) =>
  h.select({ name: users.name }).from(users).where(eq(users.id, p.id)),
);
const rename = statement((h, p: Params<{ id: number; name: string }>) =>
  h
    .update(users)
    .set({ name: sql`${p.name}` })
    .where(eq(users.id, p.id))
    .returning({ name: users.name }),
);
const emailOf = sqlStatement((p: Params<{ id: number }>) => sql`SELECT email FROM users WHERE id = ${p.id}`);

async function shopper() {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)).limit(1);
  return row;
}

test('one statement runs with new values on the base handle, the statement pool and in a transaction, built once', async () => {
  const { id, email } = await shopper();
  const before = builtStatements();
  expect(await rename(db, { id, name: 'First' })).toEqual([{ name: 'First' }]);
  expect(await nameOf(getStatementDb(), { id })).toEqual([{ name: 'First' }]);
  expect(await rename(getStatementDb(), { id, name: 'Second' })).toEqual([{ name: 'Second' }]);
  await db.transaction(async (tx) => {
    expect(await nameOf(tx, { id })).toEqual([{ name: 'Second' }]);
    await rename(tx, { id, name: 'Third' });
    expect(await nameOf(tx, { id })).toEqual([{ name: 'Third' }]);
  });
  expect(await nameOf(db, { id })).toEqual([{ name: 'Third' }]);
  expect(await nameOf(db, { id: -1 })).toEqual([]);
  expect(rowsOf(await emailOf(db, { id }))).toEqual([{ email }]);
  expect(rowsOf(await emailOf(db, { id: -1 }))).toEqual([]);
  // rename, nameOf, emailOf: each built on its first run only.
  expect(builtStatements() - before).toBe(3);
});

test('a write through a statement inside a transaction is seen there and rolled back with it', async () => {
  const { id, email } = await shopper();
  await rename(db, { id, name: 'Kept' });
  const attempt = db.transaction(async (tx) => {
    await rename(tx, { id, name: 'Undone' });
    expect(await nameOf(tx, { id })).toEqual([{ name: 'Undone' }]);
    expect(rowsOf(await emailOf(tx, { id }))).toEqual([{ email }]);
    throw new Error('roll back');
  });
  await expect(attempt).rejects.toThrow('roll back');
  expect(await nameOf(db, { id })).toEqual([{ name: 'Kept' }]);
});

test('a value missing for a placeholder is refused, not sent as null', async () => {
  const { id } = await shopper();
  await expect(rename(db, { id } as never)).rejects.toThrow(/placeholder "name"/);
  expect(await nameOf(db, { id })).toEqual([{ name: 'Kept' }]);
});

test('a handle without the drizzle internals the statements run through is refused loudly', () => {
  // What a drizzle upgrade moving `session.client` would look like: an error naming this file, not a wrong query.
  expect(() => nameOf({ select: db.select.bind(db) } as unknown as Db, { id: 1 })).toThrow(/lib\/db\/statement\.ts/);
});

test('a statement over several rows is built once per number of rows, each row its own values', async () => {
  const ids = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(3)).map((r) => r.id);
  const idsAmong = rowsStatement((h, rows: Params<{ id: number }>[]) =>
    h
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(users.id)),
  );
  const before = builtStatements();
  expect(await idsAmong(db, [{ id: ids[0] }])).toEqual([{ id: ids[0] }]);
  expect(await idsAmong(db, [{ id: ids[1] }])).toEqual([{ id: ids[1] }]);
  expect(await idsAmong(db, [{ id: ids[0] }, { id: ids[2] }])).toEqual([{ id: ids[0] }, { id: ids[2] }]);
  expect(builtStatements() - before).toBe(2);
});
