/**
 * Next's `cacheHandlers.default` (the 'use cache' data functions). Entries stay in this process's
 * memory (Next's own LRU handler): they are small query results, and a page hit never reaches them
 * because the rendered page is served from the full-route cache. What must be shared is when they
 * go stale: tag invalidations go through shared-tags.mjs, so a revalidation on any instance
 * expires these entries on every instance, and the page re-rendered anywhere reads fresh data.
 */
import { createRequire } from 'node:module';
import { startSharedStore } from './shared-tags.mjs';

const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');

const memory = createDefaultCacheHandler(Number(process.env.USE_CACHE_MEMORY_BYTES ?? 50 * 1024 * 1024));
// Start listening for other instances' invalidations as soon as the handler loads.
startSharedStore();

const handler = {
  get: (cacheKey, softTags) => memory.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => memory.set(cacheKey, pendingEntry),
  // Invalidations arrive as they happen (LISTEN/NOTIFY), so there is nothing to fetch per request.
  refreshTags: () => Promise.resolve(),
  getExpiration: (tags) => memory.getExpiration(tags),
  // Next calls the full-route handler's revalidateTag with the same tags, which shares them.
  updateTags: (tags, durations) => memory.updateTags(tags, durations),
};

export default handler;
