/**
 * People in the back office (ADMIN only): customers (search, their orders, block/unblock) and the
 * staff — admins and sellers' members (create with a welcome mail, change role, remove). A blocked account cannot sign
 * in and its sessions stop at the next request (lib/auth/session.ts checks the status every time).
 * Removing a staff member makes the account a customer again: its history stays.
 */
import { getShopSettings } from '../settings/settings';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { WELCOME_VALID_HOURS } from '../auth/one-time';
import { hashPassword } from '../auth/password';
import { issueWelcomeLink } from '../auth/password-reset';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit } from '../audit/audit';
import { getDb, type Db, type DbOrTx, type Tx } from '../db/client';
import * as t from '../db/schema';
import { getSiteUrl } from '../config';
import { AppError } from '../errors';
import { kickMailSender, queueMail } from '../mail/outbox';
import { staffWelcomeMail } from '../mail/templates';
import { paiseToRupees } from '../money';
import { likePattern, pageOf, type Page } from '../validation/paging';
import { newestPage } from '../db/page-ids';
import { codRefusalsOf, codRefusalsSql } from '../delivery/cod-record';
import { COD_REFUSALS_TO_BAR } from '../delivery/cod-rules';
import {
  PEOPLE_MESSAGES,
  type CustomersQuery,
  type PeopleQuery,
  type StaffCreateInput,
  type StaffUpdateInput,
} from './people-schemas';

export type PersonDto = {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: string;
  status: string;
  seller: { slug: string; name: string } | null;
  createdAt: string;
};

const notFound = () => new AppError('not_found', 'User not found');
const invalid = (field: string, message: string) => new AppError('invalid', message, { errors: { [field]: message } });

const personColumns = {
  id: t.users.id,
  email: t.users.email,
  name: t.users.name,
  phone: t.users.phone,
  role: t.users.role,
  status: t.users.status,
  sellerSlug: t.sellers.slug,
  sellerName: t.sellers.name,
  createdAt: t.users.createdAt,
};
type PersonRow = Omit<PersonDto, 'seller' | 'createdAt'> & {
  sellerSlug: string | null;
  sellerName: string | null;
  createdAt: Date;
};

const toPerson = (r: PersonRow): PersonDto => ({
  id: r.id,
  email: r.email,
  name: r.name,
  phone: r.phone,
  role: r.role,
  status: r.status,
  seller: r.sellerSlug ? { slug: r.sellerSlug, name: r.sellerName ?? '' } : null,
  createdAt: r.createdAt.toISOString(),
});

function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    sql`lower(${t.users.name}) LIKE ${likePattern(q)}`,
    sql`lower(${t.users.email}) LIKE ${likePattern(q)}`,
    digits.length >= 10 ? eq(t.users.phone, digits.slice(-10)) : undefined,
  );
}

/** A customer as the list shows them: with their COD record (design §13). */
export type CustomerRowDto = PersonDto & { codRefusals: number };

const withCodRecord = (r: PersonRow & { codRefusals: number }): CustomerRowDto => ({
  ...toPerson(r),
  codRefusals: Number(r.codRefusals),
});

/** The list's "COD barred" filter: customers with enough refused COD parcels to be barred from COD. */
const barredWhere = (codBarred: boolean | undefined) =>
  codBarred ? sql`${codRefusalsSql} >= ${COD_REFUSALS_TO_BAR}` : undefined;

/** One page of the people with these roles, newest first, for an admin only; `only` narrows it further. */
async function listPeople<T>(
  actor: Actor,
  roles: string[],
  query: PeopleQuery,
  db: DbOrTx,
  toDto: (r: PersonRow & { codRefusals: number }) => T,
  only?: SQL,
): Promise<Page<T>> {
  assertAdmin(actor);
  const cond = and(inArray(t.users.role, roles), searchWhere(query.q), only);
  const { rows, total } = await newestPage(
    db,
    t.users,
    cond,
    query,
    db
      .select({ ...personColumns, codRefusals: codRefusalsSql })
      .from(t.users)
      .leftJoin(t.sellers, eq(t.sellers.id, t.users.sellerId))
      .$dynamic(),
  );
  return pageOf(query, rows.map(toDto), total);
}

export const listCustomers = (actor: Actor, query: CustomersQuery, db: DbOrTx = getDb()) =>
  listPeople(actor, ['CUSTOMER'], query, db, withCodRecord, barredWhere(query.codBarred));

export const listStaffMembers = (actor: Actor, query: PeopleQuery, db: DbOrTx = getDb()) =>
  listPeople(actor, ['ADMIN', 'SELLER'], query, db, toPerson);

async function personById(db: DbOrTx, id: number, lock = false): Promise<PersonDto> {
  const q = db
    .select(personColumns)
    .from(t.users)
    .leftJoin(t.sellers, eq(t.sellers.id, t.users.sellerId))
    .where(eq(t.users.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: t.users }) : await q;
  if (!row) throw notFound();
  return toPerson(row);
}

export type CustomerDetail = CustomerRowDto & {
  orders: { orderNumber: string; status: string; total: number; paymentType: string; createdAt: string }[];
  orderCount: number;
};

/** A customer with their latest orders (50 at most; the order queue searches the rest). */
export async function getCustomer(actor: Actor, id: string | number, db: DbOrTx = getDb()): Promise<CustomerDetail> {
  assertAdmin(actor);
  const person = await personById(db, idFrom(id, notFound));
  const [rows, [{ n }], codRefusals] = await Promise.all([
    db.select().from(t.orders).where(eq(t.orders.userId, person.id)).orderBy(desc(t.orders.createdAt)).limit(50),
    db.select({ n: count() }).from(t.orders).where(eq(t.orders.userId, person.id)),
    codRefusalsOf(db, person.id),
  ]);
  return {
    ...person,
    codRefusals,
    orders: rows.map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      total: paiseToRupees(o.totalPaise),
      paymentType: o.paymentType,
      createdAt: o.createdAt.toISOString(),
    })),
    orderCount: Number(n),
  };
}

/**
 * An admin's change to someone else's account, in one transaction: the person's row is locked, the
 * last admin cannot lose that role (`endsAdmin`: the change blocks or demotes), and the change is
 * audited with what the person was and became.
 */
async function changeOtherPerson(
  actor: Actor,
  id: string | number,
  field: 'status' | 'role',
  endsAdmin: boolean,
  db: Db,
  write: (tx: Tx, userId: number) => Promise<unknown>,
  audit: (before: PersonDto, after: PersonDto) => { action: string; from: unknown; to: unknown },
): Promise<PersonDto> {
  assertAdmin(actor);
  const userId = idFrom(id, notFound);
  if (userId === actor.id) throw invalid(field, PEOPLE_MESSAGES.self);
  return db.transaction(async (tx) => {
    const before = await personById(tx, userId, true);
    if (before.role === 'ADMIN' && endsAdmin) await assertAnotherAdmin(tx, userId);
    await write(tx, userId);
    const after = await personById(tx, userId);
    const { action, from, to } = audit(before, after);
    await recordAudit(tx, actor, 'user', userId, action, from, to);
    return after;
  });
}

/** Block or unblock an account; a blocked one is signed out everywhere at its next request. */
export async function setUserStatus(
  actor: Actor,
  id: string | number,
  status: 'ACTIVE' | 'BLOCKED',
  db = getDb(),
): Promise<PersonDto> {
  return changeOtherPerson(
    actor,
    id,
    'status',
    status === 'BLOCKED',
    db,
    (tx, userId) => tx.update(t.users).set({ status, updatedAt: new Date() }).where(eq(t.users.id, userId)),
    (before) => ({
      action: status === 'BLOCKED' ? 'block' : 'unblock',
      from: { status: before.status },
      to: { status },
    }),
  );
}

async function sellerIdOf(tx: Tx, role: string, sellerSlug: string | undefined): Promise<number | null> {
  if (role !== 'SELLER') return null;
  if (!sellerSlug) throw invalid('sellerSlug', PEOPLE_MESSAGES.seller);
  const [s] = await tx.select({ id: t.sellers.id }).from(t.sellers).where(eq(t.sellers.slug, sellerSlug)).limit(1);
  if (!s) throw invalid('sellerSlug', PEOPLE_MESSAGES.sellerUnknown);
  return s.id;
}

async function assertAnotherAdmin(tx: Tx, exceptId: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(t.users)
    .where(and(eq(t.users.role, 'ADMIN'), eq(t.users.status, 'ACTIVE'), sql`${t.users.id} <> ${exceptId}`));
  if (Number(n) === 0) throw new AppError('conflict', PEOPLE_MESSAGES.lastAdmin);
}

/**
 * An admin or a seller's member. The admin types no password: the account starts with the hash of
 * a random secret nobody knows, and the welcome mail, queued in the same transaction, carries a
 * single-use link to choose one (no password is ever mailed). An API caller that still sends a
 * password sets it as the first one; the mail goes out all the same.
 */
export async function createStaffUser(actor: Actor, input: StaffCreateInput, db = getDb()): Promise<PersonDto> {
  assertAdmin(actor);
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const created = await db.transaction(async (tx) => {
    const sellerId = await sellerIdOf(tx, input.role, input.sellerSlug);
    const [taken] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, input.email)).limit(1);
    if (taken)
      throw new AppError('conflict', PEOPLE_MESSAGES.emailTaken, { errors: { email: PEOPLE_MESSAGES.emailTaken } });
    const [row] = await tx
      .insert(t.users)
      .values({ email: input.email, name: input.name, phone: input.phone, passwordHash, role: input.role, sellerId })
      .returning({ id: t.users.id });
    const after = await personById(tx, row.id);
    await recordAudit(tx, actor, 'user', row.id, 'create', null, after);
    const role = after.role === 'ADMIN' ? 'an admin' : `a member of ${after.seller?.name ?? 'a seller'}`;
    const link = await issueWelcomeLink(tx, row.id);
    await queueMail(
      tx,
      after.email,
      'STAFF_WELCOME',
      staffWelcomeMail(
        after.name,
        role,
        link,
        WELCOME_VALID_HOURS,
        `${getSiteUrl()}/admin/login`,
        (await getShopSettings(tx)).shop,
      ),
    );
    return after;
  });
  kickMailSender();
  return created;
}

/**
 * A new role (and seller, for a member). The token version is bumped so sessions minted under the
 * old role end: the user signs in again with the role they now have.
 */
export async function changeStaffRole(actor: Actor, id: string | number, input: StaffUpdateInput, db = getDb()) {
  return changeOtherPerson(
    actor,
    id,
    'role',
    input.role !== 'ADMIN',
    db,
    async (tx, userId) => {
      const sellerId = await sellerIdOf(tx, input.role, input.sellerSlug);
      await tx
        .update(t.users)
        .set({ role: input.role, sellerId, tokenVersion: sql`${t.users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(t.users.id, userId));
    },
    (before, after) => ({
      action: input.role === 'CUSTOMER' ? 'remove-staff' : 'change-role',
      from: before,
      to: after,
    }),
  );
}

/** Removes someone from the staff: the account stays, as a customer. */
export async function removeStaffUser(actor: Actor, id: string | number, db = getDb()) {
  const person = await personById(db, idFrom(id, notFound));
  if (person.role === 'CUSTOMER') throw notFound();
  return changeStaffRole(actor, id, { role: 'CUSTOMER', sellerSlug: undefined }, db);
}
