/**
 * A scheduled post goes live when its publishedAt passes, with nobody saving anything, so no write
 * expires what was cached without it: the blog list, the home page's teaser, the sitemap. The
 * 'posts.announce' job (lib/jobs/kinds.ts) calls this with the time of its previous look, and the
 * posts that came due since then expire their pages' tags the way an editor's save would.
 */
import { and, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { revalidatePosts } from '../cache/revalidate';

/** Expires the cached pages of every post whose publishedAt lies in (since, now]; returns their slugs. */
export async function announceDuePosts(db: Db, since: Date, now: Date = new Date()): Promise<string[]> {
  const due = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(gt(blogPosts.publishedAt, since), lte(blogPosts.publishedAt, now)));
  const slugs = due.map((p) => p.slug);
  if (slugs.length) await revalidatePosts(slugs);
  return slugs;
}
