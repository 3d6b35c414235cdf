/** Content reads for pages through Next's data cache, tagged per post, page and list. */
import { cacheLife, cacheTag } from 'next/cache';
import { listBanners } from './banners';
import { getPublishedPost, listPublishedPosts } from './blog';
import { getPublicPage, listPublicPages } from './pages';
import { listTeam } from './team';
import { tags } from '../cache/tags';

export async function getCachedBanners() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.banners);
  return listBanners();
}

export async function getCachedPosts() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.blog);
  return listPublishedPosts();
}

export async function getCachedPost(slug: string) {
  'use cache';
  cacheLife('days');
  cacheTag(tags.post(slug));
  return getPublishedPost(slug);
}

export async function getCachedPages() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.pages);
  return listPublicPages();
}

export async function getCachedPage(slug: string) {
  'use cache';
  cacheLife('days');
  cacheTag(tags.page(slug));
  return getPublicPage(slug);
}

export async function getCachedTeam() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.team);
  return listTeam();
}
