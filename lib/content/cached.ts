/** Content reads for pages through Next's data cache, tagged per post, page and list. */
import { cacheLife, cacheTag } from 'next/cache';
import { listBanners } from './banners';
import { getPublishedPost, listPublishedPosts } from './blog';
import { getPublicPage, listPublicPages } from './pages';
import { listTeam } from './team';
import { tags } from '../cache/tags';

/** The reads behind the cache by name: an entry is keyed by its read's name, tag and slug. */
const readers = {
  banners: () => listBanners(),
  posts: () => listPublishedPosts(),
  post: (slug: string) => getPublishedPost(slug),
  pages: () => listPublicPages(),
  page: (slug: string) => getPublicPage(slug),
  team: () => listTeam(),
};
type Results = { [K in keyof typeof readers]: Awaited<ReturnType<(typeof readers)[K]>> };
/** The same table, typed so that a read by name answers that read's own result. */
const reads: { [K in keyof Results]: (slug: string) => Promise<Results[K]> } = readers;

async function cachedRead<K extends keyof Results>(name: K, tag: string, slug = ''): Promise<Results[K]> {
  'use cache';
  cacheLife('days');
  cacheTag(tag);
  return reads[name](slug);
}

export const getCachedBanners = () => cachedRead('banners', tags.banners);
export const getCachedPosts = () => cachedRead('posts', tags.blog);
export const getCachedPost = (slug: string) => cachedRead('post', tags.post(slug), slug);
export const getCachedPages = () => cachedRead('pages', tags.pages);
export const getCachedPage = (slug: string) => cachedRead('page', tags.page(slug), slug);
export const getCachedTeam = () => cachedRead('team', tags.team);
