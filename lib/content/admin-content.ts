/**
 * The operator's content (ADMIN only): blog posts, content pages, banner slides and team members.
 * One service shape for all four — list (paged), read, create, edit, delete — built from a typed
 * definition per kind, because they differ only in their table, their schemas, how a row leaves
 * as a DTO and the storefront pages they feed. Blog posts and pages are found by slug or id. HTML
 * is sanitised before it is stored. Each write is audited in its transaction and revalidates
 * exactly the pages that showed the record.
 */
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit, type AuditEntity } from '../audit/audit';
import { revalidateBanners, revalidatePages, revalidatePosts, revalidateTeam } from '../cache/revalidate';
import { slugify } from '../validation/slug';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import { singleRow } from '../db/rows';
import * as t from '../db/schema';
import type { Translations } from '../db/schema';
import { AppError } from '../errors';
import { offsetOf, pageOf, type Page, type Paging } from '../validation/paging';
import {
  bannerCreateSchema,
  bannerUpdateSchema,
  pageCreateSchema,
  pageUpdateSchema,
  postCreateSchema,
  postUpdateSchema,
  teamCreateSchema,
  teamUpdateSchema,
} from './admin-schemas';
import type { Dated } from './dated';
import { sanitizeHtml } from './sanitize';
import { withHindi } from './translations';

type ContentTable = typeof t.blogPosts | typeof t.contentPages | typeof t.banners | typeof t.teamMembers;
type Row<T extends ContentTable> = T['$inferSelect'];

export type PostState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
export type AdminPostDto = Dated<Row<typeof t.blogPosts>> & { status: PostState };
export type AdminPageDto = Dated<Row<typeof t.contentPages>>;
export type AdminBannerDto = Row<typeof t.banners>;
export type AdminTeamMemberDto = Row<typeof t.teamMembers>;

/** A schema's output, spelled as route() spells a body so a handler's body passes through unchanged. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type KindDef<T extends ContentTable, C extends z.ZodType, U extends z.ZodType, Dto> = {
  table: T;
  entity: AuditEntity;
  label: string;
  order: SQL[];
  createSchema: C;
  updateSchema: U;
  /** Sanitise HTML and fill derived fields before the values are written. */
  forInsert: (input: Parsed<C>) => T['$inferInsert'];
  forUpdate: (input: Parsed<U>) => Partial<T['$inferInsert']>;
  toDto: (row: Row<T>) => Dto;
  /** Which storefront pages change when a record goes from `before` to `after`. */
  revalidate: (before: Row<T> | null, after: Row<T> | null) => Promise<void>;
};

export type ContentService<C extends z.ZodType, U extends z.ZodType, Dto> = ReturnType<
  typeof contentService<ContentTable, C, U, Dto>
>;

const clean = <V extends { content?: string }>(v: V): V =>
  v.content === undefined ? v : { ...v, content: sanitizeHtml(v.content) };
/**
 * The Hindi a write sent, merged into the stored Hindi field by field (blank removes, rich text is
 * sanitised like the English); nothing when the write sent none, so the stored Hindi stays.
 */
function hindiOf(input: unknown, stored: unknown): { translations?: object } {
  const sent = (input as { translations?: { hi?: Record<string, string> } }).translations;
  if (sent === undefined) return {};
  return { translations: withHindi(stored as Translations<string> | undefined, sent.hi, ['content']) };
}

const slugsOf = (...rows: ({ slug: string } | null)[]) => new Set(rows.flatMap((r) => (r ? [r.slug] : [])));
const iso = (d: Date) => d.toISOString();
const notFound = (label: string) => new AppError('not_found', `${label} not found`);

function contentService<T extends ContentTable, C extends z.ZodType, U extends z.ZodType, Dto>(
  def: KindDef<T, C, U, Dto>,
) {
  const table: ContentTable = def.table;
  const { entity, label, createSchema, updateSchema } = def;

  async function findRow(db: DbOrTx, key: string | number, lock = false) {
    const s = String(key);
    const byId = /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647;
    let where;
    if ('slug' in table && !byId) where = eq(table.slug, s.toLowerCase());
    else if (byId) where = eq(table.id, Number(s));
    else throw notFound(label);
    return singleRow(db.select().from(table).where(where).limit(1), lock, () => notFound(label));
  }

  async function assertSlugFree(tx: Tx, values: object, exceptId?: number) {
    if (!('slug' in table && 'slug' in values && typeof values.slug === 'string')) return;
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, values.slug)).limit(1);
    if (row && row.id !== exceptId)
      throw new AppError('invalid', 'This slug is already used', { errors: { slug: 'This slug is already used' } });
  }

  return {
    createSchema,
    updateSchema,

    async list(actor: Actor, paging: Paging, db: DbOrTx = getDb()): Promise<Page<Dto>> {
      assertAdmin(actor);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(table)
          .orderBy(...def.order)
          .limit(paging.size)
          .offset(offsetOf(paging)),
        db.select({ total: count() }).from(table),
      ]);
      return pageOf(paging, rows.map(def.toDto), total);
    },

    async get(actor: Actor, key: string | number, db: DbOrTx = getDb()): Promise<Dto> {
      assertAdmin(actor);
      return def.toDto(await findRow(db, key));
    },

    async create(actor: Actor, input: Parsed<C>, db = getDb()): Promise<Dto> {
      assertAdmin(actor);
      const row = await db.transaction(async (tx) => {
        const values = { ...def.forInsert(input), ...hindiOf(input, undefined) };
        await assertSlugFree(tx, values);
        const [row] = await tx.insert(table).values(values).returning();
        await recordAudit(tx, actor, entity, row.id, 'create', null, row);
        return row;
      });
      await def.revalidate(null, row);
      return def.toDto(row);
    },

    async update(actor: Actor, key: string | number, input: Parsed<U>, db = getDb()): Promise<Dto> {
      assertAdmin(actor);
      const { before, after } = await db.transaction(async (tx) => {
        const before = await findRow(tx, key, true);
        const values = {
          ...def.forUpdate(input),
          ...hindiOf(input, 'translations' in before ? before.translations : undefined),
        };
        if ('slug' in before && 'slug' in values && values.slug !== before.slug)
          await assertSlugFree(tx, values, before.id);
        const [after] = Object.values(values).some((v) => v !== undefined)
          ? await tx.update(table).set(values).where(eq(table.id, before.id)).returning()
          : [before];
        await recordAudit(tx, actor, entity, before.id, 'update', before, after);
        return { before, after };
      });
      await def.revalidate(before, after);
      return def.toDto(after);
    },

    async remove(actor: Actor, key: string | number, db = getDb()): Promise<{ id: number }> {
      assertAdmin(actor);
      const before = await db.transaction(async (tx) => {
        const before = await findRow(tx, key, true);
        await tx.delete(table).where(eq(table.id, before.id));
        await recordAudit(tx, actor, entity, before.id, 'delete', before, null);
        return before;
      });
      await def.revalidate(before, null);
      return { id: before.id };
    },
  };
}

const stateOf = (at: Date | null, now = new Date()): PostState =>
  !at ? 'DRAFT' : at > now ? 'SCHEDULED' : 'PUBLISHED';

/** A kind written as its form sends it and listed in its display order (banners, team members). */
function shownInOrder<T extends typeof t.banners | typeof t.teamMembers, C extends z.ZodType, U extends z.ZodType>(
  table: T,
  entity: AuditEntity,
  label: string,
  [createSchema, updateSchema]: [C, U],
  revalidate: () => Promise<void>,
) {
  return contentService({
    table,
    entity,
    label,
    order: [asc(table.displayOrder), asc(table.id)],
    createSchema,
    updateSchema,
    // The schemas are these tables' columns, so the parsed input is the row to write.
    forInsert: (input) => input as T['$inferInsert'],
    forUpdate: (input) => input as Partial<T['$inferInsert']>,
    toDto: (row): Row<T> => row,
    revalidate,
  });
}

export const adminContent = {
  blog: contentService({
    table: t.blogPosts,
    entity: 'post',
    label: 'Post',
    order: [desc(t.blogPosts.createdAt), desc(t.blogPosts.id)],
    createSchema: postCreateSchema,
    updateSchema: postUpdateSchema,
    forInsert: (input) => ({ ...clean(input), slug: input.slug ?? slugify(input.title), updatedAt: new Date() }),
    forUpdate: (input) => ({ ...clean(input), updatedAt: new Date() }),
    toDto: (row): AdminPostDto => ({
      ...row,
      publishedAt: row.publishedAt && iso(row.publishedAt),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      status: stateOf(row.publishedAt),
    }),
    revalidate: (before, after) => revalidatePosts(slugsOf(before, after)),
  }),
  pages: contentService({
    table: t.contentPages,
    entity: 'page',
    label: 'Page',
    order: [asc(t.contentPages.slug)],
    createSchema: pageCreateSchema,
    updateSchema: pageUpdateSchema,
    forInsert: (input) => ({ ...clean(input), updatedAt: new Date() }),
    forUpdate: (input) => ({ ...clean(input), updatedAt: new Date() }),
    toDto: (row): AdminPageDto => ({ ...row, updatedAt: iso(row.updatedAt) }),
    revalidate: (before, after) => revalidatePages(slugsOf(before, after)),
  }),
  banners: shownInOrder(t.banners, 'banner', 'Banner', [bannerCreateSchema, bannerUpdateSchema], revalidateBanners),
  team: shownInOrder(t.teamMembers, 'team', 'Team member', [teamCreateSchema, teamUpdateSchema], revalidateTeam),
};
