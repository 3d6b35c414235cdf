// A post of its own is inserted; the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { getDb } from '@/lib/db/client';
import { blogPosts } from '@/lib/db/schema';
import { announceDuePosts } from '@/lib/content/scheduled-posts';
import { listPublishedPosts } from '@/lib/content/blog';
import { tags } from '@/lib/cache/tags';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { expiredAt } from '../helpers/tag-times';

/*
 * A post scheduled for later is missing from the cached blog list, home teaser and sitemap. When its
 * time comes nobody saves anything, so the background sweep must expire those pages' tags, once,
 * and leave them alone while the post is still in the future.
 */

beforeAll(() => setupTestDatabase({ seed: false }));
afterAll(teardownTestDatabase);

it('a scheduled post that comes due expires the blog list and its own page, once', async () => {
  const db = getDb();
  const t0 = new Date();
  const goesLive = new Date(t0.getTime() + 60_000);
  await db.insert(blogPosts).values({
    slug: 'monsoon-chai',
    title: 'Monsoon chai',
    content: '<p>Ginger, then tea.</p>',
    author: 'Asha',
    publishedAt: goesLive,
  });

  // Before its time: not public, and a sweep touches nothing.
  const beforeSweep = Date.now();
  expect(await announceDuePosts(db, new Date(t0.getTime() - 30_000), t0)).toEqual([]);
  expect(expiredAt(tags.blog)).toBeLessThan(beforeSweep);
  expect((await listPublishedPosts(db, t0)).map((p) => p.slug)).not.toContain('monsoon-chai');

  // The sweep whose window holds publishedAt expires the list and the post.
  const after = new Date(goesLive.getTime() + 1_000);
  const sweptAt = Date.now();
  expect(await announceDuePosts(db, t0, after)).toEqual(['monsoon-chai']);
  expect(expiredAt(tags.blog)).toBeGreaterThanOrEqual(sweptAt);
  expect(expiredAt(tags.post('monsoon-chai'))).toBeGreaterThanOrEqual(sweptAt);
  expect(expiredAt(tags.path('/hi/og/blog/monsoon-chai'))).toBeGreaterThanOrEqual(sweptAt);
  expect((await listPublishedPosts(db, after)).map((p) => p.slug)).toContain('monsoon-chai');

  // The next sweep starts where that one ended: the post is not announced again.
  expect(await announceDuePosts(db, after, new Date(after.getTime() + 30_000))).toEqual([]);
});
