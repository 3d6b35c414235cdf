import { asc, and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import type { Dated } from './dated';
import { withoutFields } from './translations';

export type ContentPageDto = Omit<Dated<typeof t.contentPages.$inferSelect>, 'id' | 'isPublished'>;

const toDto = (row: typeof t.contentPages.$inferSelect): ContentPageDto => ({
  slug: row.slug,
  title: row.title,
  content: row.content,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  keywords: row.keywords,
  updatedAt: row.updatedAt.toISOString(),
  translations: row.translations,
});

/** The list of public pages without their bodies (for menus and the sitemap). */
export async function listPublicPages(db: DbOrTx = getDb()): Promise<Omit<ContentPageDto, 'content'>[]> {
  const rows = await db
    .select()
    .from(t.contentPages)
    .where(eq(t.contentPages.isPublished, true))
    .orderBy(asc(t.contentPages.slug));
  return rows.map((row) => {
    const { content: _content, translations, ...summary } = toDto(row);
    // the Hindi body stays out of a list that leaves the English body out
    return { ...summary, translations: withoutFields(translations, ['content']) };
  });
}

export async function getPublicPage(slug: string, db: DbOrTx = getDb()): Promise<ContentPageDto | null> {
  const [row] = await db
    .select()
    .from(t.contentPages)
    .where(and(eq(t.contentPages.slug, slug), eq(t.contentPages.isPublished, true)));
  return row ? toDto(row) : null;
}
