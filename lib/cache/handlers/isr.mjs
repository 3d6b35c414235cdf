/**
 * Next's `cacheHandler` (the full-route cache: rendered pages, route handlers such as the OG
 * images). Two rules on top of Next's own:
 *
 * - Only real pages are kept. A 404 (an unknown slug under an optional catch-all route) is never
 *   stored, in memory, on disk or in the shared store: anyone can request any number of made-up
 *   paths, and each would otherwise leave a rendered page behind.
 * - With DATABASE_URL set, entries live in PostgreSQL (`next_cache_entries`) so every instance
 *   serves and refreshes the same pages, with a bounded in-memory copy in front so a cache hit
 *   costs no database round trip. Staleness comes from the shared tag table (shared-tags.mjs),
 *   which Next consults after get(). Without DATABASE_URL (PGlite, one process) Next's own
 *   file-system cache is used.
 *
 * Any failure of the shared store degrades to a cache miss (a fresh render), never to an error page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pageCacheDir } from '../../db/pglite-dir.mjs';
import { expireTags, noteTagsRead, startSharedStore, tagsExpiredSince } from './shared-tags.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const TAGS_HEADER = 'x-next-cache-tags';
const FRONT_MAX_BYTES = Number(process.env.CACHE_MEMORY_BYTES ?? 64 * 1024 * 1024);
const FRONT_KEY = Symbol.for('organic-tattva.isr-front');
/** @type {Map<string, { lastModified: number, value: any, cacheControl: any, tags: string[], size: number }>} */
const front = (globalThis[FRONT_KEY] ??= new Map());
let frontBytes = 0;

/*
 * When each page's render began: the lookup that missed (or found it stale) precedes the render.
 * An entry is stamped with that time, not with the time it is stored, so a tag expired while the
 * render was running (a purchase committing meanwhile) still makes it stale: the page may have
 * read the old stock. Renders take well under a minute; older marks are ignored.
 */
const LOOKUPS_KEY = Symbol.for('organic-tattva.isr-lookups');
/** @type {Map<string, number>} */
const lookups = (globalThis[LOOKUPS_KEY] ??= new Map());
const RENDER_WINDOW_MS = 60_000;

function noteLookup(key) {
  const now = Date.now();
  const earlier = lookups.get(key);
  if (earlier !== undefined && now - earlier <= RENDER_WINDOW_MS) return;
  // Keys whose store never came (a crashed render) must not pile up.
  if (lookups.size > 10_000) lookups.clear();
  lookups.set(key, now);
}

function renderStartedAt(key) {
  const now = Date.now();
  const started = lookups.get(key);
  lookups.delete(key);
  return started !== undefined && now - started <= RENDER_WINDOW_MS ? started : now;
}

/**
 * A response that only says "not found" (or any error status) or "look elsewhere" (a redirect, such
 * as a product page asked for a pack it no longer has): never worth a cache slot.
 */
export function isNotFound(data) {
  if (!data) return true;
  if (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES') {
    return typeof data.status === 'number' && data.status >= 300;
  }
  return false;
}

function tagsOf(data, ctx) {
  if (Array.isArray(ctx?.tags)) return ctx.tags;
  if (Array.isArray(data?.tags)) return data.tags;
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

function remember(key, entry) {
  const old = front.get(key);
  if (old) frontBytes -= old.size;
  front.delete(key);
  front.set(key, entry);
  frontBytes += entry.size;
  for (const [oldest, value] of front) {
    if (frontBytes <= FRONT_MAX_BYTES) break;
    front.delete(oldest);
    frontBytes -= value.size;
  }
}

/**
 * Demo mode's file-system cache, moved from the build folder to beside the embedded database
 * (pageCacheDir). Not during `next build`: its prerenders stay in the build, and a server renders
 * each page from its own database the first time it is asked for. (With DATABASE_URL and
 * SHARED_CACHE=off, one instance for the benchmark, Next's own place is kept.)
 */
function localCacheContext(ctx) {
  const demo = !process.env.DATABASE_URL?.trim() && process.env.NEXT_PHASE !== 'phase-production-build';
  const dir = demo ? pageCacheDir() : null;
  return dir ? { ...ctx, serverDistDir: path.join(dir, 'server') } : ctx;
}

export default class CacheHandler {
  constructor(ctx) {
    this.shared = startSharedStore();
    this.local = this.shared ? null : new FileSystemCache(localCacheContext(ctx));
  }

  async get(key, ctx) {
    const entry = await this.read(key, ctx);
    const tags = entry ? (entry.tags ?? tagsOf(entry.value)) : null;
    // Only a miss or an expired page is followed by a render; a hit must not leave a mark.
    if (!entry || tagsExpiredSince(tags, entry.lastModified)) noteLookup(key);
    // The page front keeps its copy of this answer only while none of these tags changes.
    if (entry) noteTagsRead(tags);
    return entry;
  }

  async read(key, ctx) {
    if (this.local) return this.local.get(key, ctx);
    const cached = front.get(key);
    if (cached && !tagsExpiredSince(cached.tags, cached.lastModified)) return cached;
    try {
      await this.shared.ready;
      const [row] = await this.shared.sql`SELECT value, tags, last_modified FROM next_cache_entries WHERE key = ${key}`;
      if (!row) return null;
      const { value, cacheControl } = decode(JSON.parse(row.value));
      const entry = { lastModified: row.last_modified, value, cacheControl, tags: row.tags, size: row.value.length };
      remember(key, entry);
      return entry;
    } catch (error) {
      console.error('[cache] read failed, rendering afresh:', error.message);
      return null;
    }
  }

  async set(key, data, ctx) {
    const lastModified = renderStartedAt(key);
    if (isNotFound(data)) return;
    if (this.local) {
      await this.local.set(key, data, ctx);
      // Next's file-system cache stamps its in-memory copy with "now"; use the render's start instead.
      const copy = FileSystemCache.memoryCache?.get(key);
      if (copy) copy.lastModified = Math.min(copy.lastModified, lastModified);
      return;
    }
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const tags = tagsOf(data, ctx);
    const text = JSON.stringify(encode({ value: data, cacheControl }));
    remember(key, { lastModified, value: data, cacheControl, tags, size: text.length });
    try {
      await this.shared.ready;
      await this.shared.sql`INSERT INTO next_cache_entries (key, tags, last_modified, value)
        VALUES (${key}, ${tags}, ${lastModified}, ${text})
        ON CONFLICT (key) DO UPDATE SET tags = EXCLUDED.tags, last_modified = EXCLUDED.last_modified, value = EXCLUDED.value
        WHERE next_cache_entries.last_modified <= EXCLUDED.last_modified`;
    } catch (error) {
      console.error('[cache] write failed:', error.message);
    }
  }

  async revalidateTag(tags, durations) {
    await expireTags(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

/** JSON with Buffers (base64) and Maps (entries), which rendered pages carry. */
export function encode(value) {
  if (value instanceof Uint8Array)
    return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = encode(v);
    return out;
  }
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
    if (Array.isArray(value.$m)) return new Map(value.$m.map(([k, v]) => [k, decode(v)]));
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decode(v);
    return out;
  }
  return value;
}
