/**
 * The operator's content (ADMIN only): blog posts, content pages, banner slides and team members.
 * One shape for all four — list (paged), read, create, edit, delete — because they differ only in
 * their table, their fields and the storefront pages they feed. Blog posts and pages are found by
 * slug or id. HTML is sanitised before it is stored. Each write is audited in its transaction and
 * revalidates exactly the pages that showed the record.
 */
import { asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit, type AuditEntity } from '../audit/audit';
import { revalidateBanners, revalidatePages, revalidatePosts, revalidateTeam } from '../cache/revalidate';
import { slugify } from '../validation/slug';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { offsetOf, type Page, type Paging } from '../validation/paging';
import type { ContentKind } from './admin-schemas';
import { sanitizeHtml } from './sanitize';

type Row = Record<string, unknown> & { id: number; slug?: string };

type KindSpec = {
  table: PgTable & { id: PgColumn; slug?: PgColumn };
  entity: AuditEntity;
  label: string;
  slugged: boolean;
  order: SQL[];
  /** Sanitise HTML and fill derived fields before the values are written. */
  prepare: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Which storefront pages change when a record goes from `before` to `after`. */
  revalidate: (before: Row | null, after: Row | null) => Promise<void>;
};

const withHtml = (field: string) => (input: Record<string, unknown>) =>
  typeof input[field] === 'string' ? { ...input, [field]: sanitizeHtml(input[field] as string) } : input;

const slugsOf = (before: Row | null, after: Row | null) =>
  new Set([before?.slug, after?.slug].filter((s): s is string => !!s));

const KINDS: Record<ContentKind, KindSpec> = {
  blog: {
    table: t.blogPosts as unknown as KindSpec['table'],
    entity: 'post',
    label: 'Post',
    slugged: true,
    order: [desc(t.blogPosts.createdAt), desc(t.blogPosts.id)],
    prepare: (input) => ({ ...withHtml('content')(input), updatedAt: new Date() }),
    revalidate: (before, after) => revalidatePosts(slugsOf(before, after)),
  },
  pages: {
    table: t.contentPages as unknown as KindSpec['table'],
    entity: 'page',
    label: 'Page',
    slugged: true,
    order: [asc(t.contentPages.slug)],
    prepare: (input) => ({ ...withHtml('content')(input), updatedAt: new Date() }),
    revalidate: (before, after) => revalidatePages(slugsOf(before, after)),
  },
  banners: {
    table: t.banners as unknown as KindSpec['table'],
    entity: 'banner',
    label: 'Banner',
    slugged: false,
    order: [asc(t.banners.displayOrder), asc(t.banners.id)],
    prepare: (input) => input,
    revalidate: () => revalidateBanners(),
  },
  team: {
    table: t.teamMembers as unknown as KindSpec['table'],
    entity: 'team',
    label: 'Team member',
    slugged: false,
    order: [asc(t.teamMembers.displayOrder), asc(t.teamMembers.id)],
    prepare: (input) => input,
    revalidate: () => revalidateTeam(),
  },
};

export type ContentItem = Record<string, unknown> & { id: number };

/** Dates leave as ISO strings; a post also says whether it is a draft, scheduled or published. */
function toItem(kind: ContentKind, row: Row, now = new Date()): ContentItem {
  const out: ContentItem = { ...row };
  for (const [k, v] of Object.entries(out)) if (v instanceof Date) out[k] = v.toISOString();
  if (kind === 'blog') {
    const at = row.publishedAt as Date | null;
    out.status = !at ? 'DRAFT' : at > now ? 'SCHEDULED' : 'PUBLISHED';
  }
  return out;
}

const notFound = (spec: KindSpec) => new AppError('not_found', `${spec.label} not found`);

async function findRow(db: DbOrTx, kind: ContentKind, key: string | number, lock = false): Promise<Row> {
  const spec = KINDS[kind];
  const s = String(key);
  const byId = /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647;
  let where;
  if (spec.slugged && spec.table.slug && !byId) where = eq(spec.table.slug, s.toLowerCase());
  else if (byId) where = eq(spec.table.id, Number(s));
  else throw notFound(spec);
  const q = db.select().from(spec.table).where(where).limit(1);
  const [row] = (lock ? await q.for('update') : await q) as Row[];
  if (!row) throw notFound(spec);
  return row;
}

async function assertSlugFree(tx: Tx, spec: KindSpec, slug: string, exceptId?: number) {
  const [row] = (await tx
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(eq(spec.table.slug!, slug))
    .limit(1)) as { id: number }[];
  if (row && row.id !== exceptId)
    throw new AppError('invalid', 'This slug is already used', { errors: { slug: 'This slug is already used' } });
}

export async function listContent(
  actor: Actor,
  kind: ContentKind,
  paging: Paging,
  db: DbOrTx = getDb(),
): Promise<Page<ContentItem>> {
  assertAdmin(actor);
  const spec = KINDS[kind];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .orderBy(...spec.order)
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(spec.table),
  ]);
  return {
    items: (rows as Row[]).map((r) => toItem(kind, r)),
    page: paging.page,
    size: paging.size,
    total: Number(total),
  };
}

export async function getContent(
  actor: Actor,
  kind: ContentKind,
  key: string | number,
  db: DbOrTx = getDb(),
): Promise<ContentItem> {
  assertAdmin(actor);
  return toItem(kind, await findRow(db, kind, key));
}

export async function createContent(
  actor: Actor,
  kind: ContentKind,
  input: Record<string, unknown>,
  db = getDb(),
): Promise<ContentItem> {
  assertAdmin(actor);
  const spec = KINDS[kind];
  const row = await db.transaction(async (tx) => {
    const values = spec.prepare({ ...input });
    if (spec.slugged) {
      values.slug ??= slugify(String(values.title ?? ''));
      await assertSlugFree(tx, spec, values.slug as string);
    }
    const [row] = (await tx
      .insert(spec.table)
      .values(values as never)
      .returning()) as Row[];
    await recordAudit(tx, actor, spec.entity, row.id, 'create', null, row);
    return row;
  });
  await spec.revalidate(null, row);
  return toItem(kind, row);
}

export async function updateContent(
  actor: Actor,
  kind: ContentKind,
  key: string | number,
  input: Record<string, unknown>,
  db = getDb(),
): Promise<ContentItem> {
  assertAdmin(actor);
  const spec = KINDS[kind];
  const { before, after } = await db.transaction(async (tx) => {
    const before = await findRow(tx, kind, key, true);
    const values = spec.prepare(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
    if (spec.slugged && typeof values.slug === 'string' && values.slug !== before.slug)
      await assertSlugFree(tx, spec, values.slug, before.id);
    const columns = getTableColumns(spec.table);
    const set = Object.fromEntries(Object.entries(values).filter(([k]) => k in columns && k !== 'id'));
    const [after] = Object.keys(set).length
      ? ((await tx
          .update(spec.table)
          .set(set as never)
          .where(eq(spec.table.id, before.id))
          .returning()) as Row[])
      : [before];
    await recordAudit(tx, actor, spec.entity, before.id, 'update', before, after);
    return { before, after };
  });
  await spec.revalidate(before, after);
  return toItem(kind, after);
}

export async function deleteContent(
  actor: Actor,
  kind: ContentKind,
  key: string | number,
  db = getDb(),
): Promise<{ id: number }> {
  assertAdmin(actor);
  const spec = KINDS[kind];
  const before = await db.transaction(async (tx) => {
    const before = await findRow(tx, kind, key, true);
    await tx.delete(spec.table).where(eq(spec.table.id, before.id));
    await recordAudit(tx, actor, spec.entity, before.id, 'delete', before, null);
    return before;
  });
  await spec.revalidate(before, null);
  return { id: before.id };
}
