import type { Translations } from '../db/schema';
import { asc } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';

export type CategoryDto = {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  subCategories: CategoryDto[];
  translations?: Translations<'title'>;
};

/** The category tree from its roots (spec: slug, title, imageUrl, subCategories nested). */
export async function getCategoryTree(db: DbOrTx = getDb()): Promise<CategoryDto[]> {
  const rows = await db.select().from(t.categories).orderBy(asc(t.categories.displayOrder), asc(t.categories.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): CategoryDto[] =>
    (byParent.get(parentId) ?? []).map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      imageUrl: c.imageUrl,
      subCategories: build(c.id),
      translations: c.translations,
    }));
  return build(null);
}
