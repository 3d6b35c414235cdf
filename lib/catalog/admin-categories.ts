/**
 * Categories in the back office: the nested, ordered tree (every staff member reads it to pick a
 * product's category); creating, editing and removing are the operator's (ADMIN).
 */
import { asc, count, eq } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { staffScopeOf } from '../auth/staff';
import { recordAudit } from '../audit/audit';
import { revalidateCategory } from '../cache/revalidate';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import * as t from '../db/schema';
import type { Translations } from '../db/schema';
import { withHindi } from '../content/translations';
import { AppError } from '../errors';
import { slugify } from '../validation/slug';
import { CATALOG_MESSAGES, type CategoryCreateInput, type CategoryUpdateInput } from './admin-schemas';

export type AdminCategory = {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  parentId: number | null;
  displayOrder: number;
  productCount: number;
  children: AdminCategory[];
  /** the Hindi title (design §15); none = the shop shows the English */
  translations: Translations<'title'>;
};

const notFound = () => new AppError('not_found', 'Category not found');
const invalid = (field: string, message: string) => new AppError('invalid', message, { errors: { [field]: message } });

export async function listAdminCategories(actor: Actor, db: DbOrTx = getDb()): Promise<AdminCategory[]> {
  staffScopeOf(actor);
  const [rows, counts] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.displayOrder), asc(t.categories.id)),
    db.select({ categoryId: t.products.categoryId, n: count() }).from(t.products).groupBy(t.products.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const build = (parentId: number | null): AdminCategory[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        imageUrl: r.imageUrl,
        parentId: r.parentId,
        displayOrder: r.displayOrder,
        productCount: countOf.get(r.id) ?? 0,
        children: build(r.id),
        translations: r.translations,
      }));
  return build(null);
}

async function parentIdOf(tx: Tx, parentSlug: string | null | undefined, selfId?: number): Promise<number | null> {
  if (!parentSlug) return null;
  const [parent] = await tx.select().from(t.categories).where(eq(t.categories.slug, parentSlug)).limit(1);
  if (!parent) throw invalid('parentSlug', CATALOG_MESSAGES.categoryUnknown);
  // Two levels, as the storefront's menu shows them: a parent must itself be a top-level category.
  if (parent.parentId !== null || parent.id === selfId)
    throw invalid('parentSlug', 'Choose a top-level category as the parent');
  return parent.id;
}

async function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.slug, slug)).limit(1);
  if (row && row.id !== exceptId) throw invalid('slug', CATALOG_MESSAGES.slugTaken);
}

export async function createCategory(actor: Actor, input: CategoryCreateInput, db = getDb()) {
  assertAdmin(actor);
  const row = await db.transaction(async (tx) => {
    const slug = input.slug ?? slugify(input.title);
    await assertSlugFree(tx, slug);
    const parentId = await parentIdOf(tx, input.parentSlug);
    const [row] = await tx
      .insert(t.categories)
      .values({
        slug,
        title: input.title,
        parentId,
        imageUrl: input.imageUrl ?? null,
        displayOrder: input.displayOrder ?? 0,
        translations: withHindi(undefined, input.translations?.hi),
      })
      .returning();
    await recordAudit(tx, actor, 'category', row.id, 'create', null, row);
    return row;
  });
  revalidateCategory(row.slug);
  return row;
}

export async function updateCategory(actor: Actor, id: string | number, input: CategoryUpdateInput, db = getDb()) {
  assertAdmin(actor);
  const categoryId = idFrom(id, notFound);
  const { before, after } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.categories).where(eq(t.categories.id, categoryId)).for('update');
    if (!before) throw notFound();
    if (input.slug !== undefined && input.slug !== before.slug) await assertSlugFree(tx, input.slug, categoryId);
    const set: Partial<typeof t.categories.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.slug !== undefined) set.slug = input.slug;
    if (input.imageUrl !== undefined) set.imageUrl = input.imageUrl;
    if (input.displayOrder !== undefined) set.displayOrder = input.displayOrder;
    if (input.translations !== undefined) set.translations = withHindi(before.translations, input.translations.hi);
    if (input.parentSlug !== undefined) {
      const parentId = await parentIdOf(tx, input.parentSlug, categoryId);
      const [child] = await tx
        .select({ id: t.categories.id })
        .from(t.categories)
        .where(eq(t.categories.parentId, categoryId))
        .limit(1);
      if (parentId !== null && child)
        throw invalid('parentSlug', 'A category with sub-categories stays at the top level');
      set.parentId = parentId;
    }
    const [after] = Object.keys(set).length
      ? await tx.update(t.categories).set(set).where(eq(t.categories.id, categoryId)).returning()
      : [before];
    await recordAudit(tx, actor, 'category', categoryId, 'update', before, after);
    return { before, after };
  });
  revalidateCategory(before.slug);
  if (after.slug !== before.slug) revalidateCategory(after.slug);
  return after;
}

/** Only an empty category goes: no products, no sub-categories (409 otherwise). */
export async function deleteCategory(actor: Actor, id: string | number, db = getDb()) {
  assertAdmin(actor);
  const categoryId = idFrom(id, notFound);
  const before = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.categories).where(eq(t.categories.id, categoryId)).for('update');
    if (!before) throw notFound();
    const [[{ n: products }], [{ n: children }]] = await Promise.all([
      tx.select({ n: count() }).from(t.products).where(eq(t.products.categoryId, categoryId)),
      tx.select({ n: count() }).from(t.categories).where(eq(t.categories.parentId, categoryId)),
    ]);
    if (Number(products) || Number(children))
      throw new AppError('conflict', 'Move its products and sub-categories first');
    await tx.delete(t.categories).where(eq(t.categories.id, categoryId));
    await recordAudit(tx, actor, 'category', categoryId, 'delete', before, null);
    return before;
  });
  revalidateCategory(before.slug);
  return { id: categoryId };
}
