import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';
import type { Dated } from './dated';

/** A published post: its date is always set. */
export type BlogPostDto = Omit<Dated<typeof t.blogPosts.$inferSelect>, 'createdAt' | 'publishedAt'> & {
  publishedAt: string;
};

// A post is public only once published_at is set and not in the future: drafts never leak.
const isPublished = (now: Date) => and(isNotNull(t.blogPosts.publishedAt), lte(t.blogPosts.publishedAt, now));

function toDto(row: typeof t.blogPosts.$inferSelect): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    tags: row.tags,
    author: row.author,
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    featuredImage: row.featuredImage,
    translations: row.translations,
  };
}

export async function listPublishedPosts(db: DbOrTx = getDb(), now = new Date()): Promise<BlogPostDto[]> {
  const rows = await db.select().from(t.blogPosts).where(isPublished(now)).orderBy(desc(t.blogPosts.publishedAt));
  return rows.map(toDto);
}

export async function getPublishedPost(slug: string, db: DbOrTx = getDb(), now = new Date()) {
  const [row] = await db
    .select()
    .from(t.blogPosts)
    .where(and(eq(t.blogPosts.slug, slug), isPublished(now)));
  return row ? toDto(row) : null;
}
