/**
 * Tag invalidations shared by every instance.
 *
 * Both of Next's caches decide "is this entry still good?" from one process-wide table of tag
 * times (next/dist/server/lib/incremental-cache/tags-manifest.external): the full-route cache
 * checks a page's tags there, and the 'use cache' handler checks a data entry's tags there. So
 * keeping that table identical on every instance is what makes a revalidation on one instance
 * stale on all of them. With DATABASE_URL set, every invalidation is written to
 * `next_cache_tags` and announced with NOTIFY; each instance LISTENs and copies it into its own
 * table (and reloads the whole table whenever its listening connection (re)connects, so a
 * dropped connection cannot leave it behind). Without DATABASE_URL (PGlite, one process) this is
 * only the local table.
 *
 * Plain JavaScript, loaded both by Next's handler loader (no bundler) and from bundled routes;
 * the state lives on globalThis so the two copies share one connection.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

const CHANNEL = 'next_cache_tags';
const KEY = Symbol.for('organic-tattva.shared-cache');
/** @type {{ [KEY]?: { sql: any, ready: Promise<void> } | null }} */
const store = /** @type {any} */ (globalThis);

/** Where the shared cache lives: the database, unless SHARED_CACHE=off (one instance; the benchmark's "without"). */
export function sharedCacheUrl() {
  if (process.env.SHARED_CACHE === 'off') return null;
  const url = process.env.DATABASE_URL?.trim();
  return url && process.env.NEXT_PHASE !== 'phase-production-build' ? url : null;
}

/** The shared store once the server started it (null on PGlite, undefined before start). */
export function sharedStore() {
  return store[KEY] ?? null;
}

/**
 * Opens the shared store's connection and starts listening (once per process). Called by the
 * server at start-up and by the handlers; a script or test that never calls it stays local.
 */
export function startSharedStore() {
  if (store[KEY] !== undefined) return store[KEY];
  const url = sharedCacheUrl();
  if (!url) return (store[KEY] = null);
  const postgres = require('postgres');
  const sql = postgres(url, { max: Number(process.env.CACHE_POOL_MAX ?? 4), onnotice: () => {}, idle_timeout: 60 });
  const ready = (async () => {
    await sql`CREATE TABLE IF NOT EXISTS next_cache_tags (
      tag text PRIMARY KEY, stale double precision, expired double precision)`;
    await sql`CREATE UNLOGGED TABLE IF NOT EXISTS next_cache_entries (
      key text PRIMARY KEY, tags text[] NOT NULL, last_modified double precision NOT NULL, value text NOT NULL)`;
    await sql.listen(
      CHANNEL,
      (payload) => (payload === 'reload' ? reloadTags(sql) : applyAll(JSON.parse(payload))),
      () => reloadTags(sql),
    );
  })();
  ready.catch((error) => console.error('[cache] shared cache unavailable:', error));
  return (store[KEY] = { sql, ready });
}

async function reloadTags(sql) {
  const rows = await sql`SELECT tag, stale, expired FROM next_cache_tags`;
  applyAll(rows.map((r) => ({ tag: r.tag, stale: r.stale ?? undefined, expired: r.expired ?? undefined })));
}

/*
 * How many times this process's table has taken an invalidation, from any instance. The page front
 * (lib/cache/page-front.ts) keeps a copy of a page only while this number stays what it was when
 * the copy was made. On globalThis: this file is loaded once by Next's handler loader and again
 * inside the server bundle, and both must count the same changes.
 */
const CHANGES = Symbol.for('organic-tattva.tag-changes');
const counter = /** @type {{ [CHANGES]?: number }} */ (globalThis);

/** The number of invalidations this process has applied so far. */
export function tagChanges() {
  return counter[CHANGES] ?? 0;
}

/** Merges invalidations into this process's table; later times win, so order of arrival doesn't matter. */
function applyAll(updates) {
  for (const { tag, stale, expired } of updates) {
    const entry = tagsManifest.get(tag) ?? {};
    const next = { ...entry };
    if (stale != null && !(entry.stale >= stale)) next.stale = stale;
    if (expired != null && !(entry.expired >= expired)) next.expired = expired;
    tagsManifest.set(tag, next);
  }
  // Counted before anything else can run: a page served after this line is checked against it.
  if (updates.length) counter[CHANGES] = tagChanges() + 1;
}

/**
 * Marks tags stale (and expired after `durations.expire` seconds; at once without durations) here
 * and, with a shared store, on every instance. Resolves once the other instances can see it.
 */
export async function expireTags(tags, durations) {
  if (!tags.length) return;
  const now = Date.now();
  const updates = tags.map((tag) =>
    durations
      ? { tag, stale: now, expired: durations.expire === undefined ? undefined : now + durations.expire * 1000 }
      : { tag, expired: now },
  );
  applyAll(updates);
  const shared = sharedStore();
  if (!shared) return;
  await shared.ready;
  const { sql } = shared;
  await sql.begin(async (tx) => {
    for (const u of updates) {
      await tx`INSERT INTO next_cache_tags (tag, stale, expired) VALUES (${u.tag}, ${u.stale ?? null}, ${u.expired ?? null})
        ON CONFLICT (tag) DO UPDATE SET stale = GREATEST(next_cache_tags.stale, EXCLUDED.stale),
          expired = GREATEST(next_cache_tags.expired, EXCLUDED.expired)`;
    }
    // NOTIFY payloads stop at 8000 bytes: a large batch asks the others to reload the table instead.
    const payload = JSON.stringify(updates);
    await tx`SELECT pg_notify(${CHANNEL}, ${payload.length < 7900 ? payload : 'reload'})`;
  });
}

/** Whether any of these tags was expired after `timestamp` (the same test Next applies). */
export function tagsExpiredSince(tags, timestamp) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = tagsManifest.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now && expired > timestamp;
  });
}

/** Closes the connection (graceful shutdown). */
export async function stopSharedStore() {
  const shared = store[KEY];
  store[KEY] = undefined;
  if (shared) await shared.sql.end({ timeout: 5 });
}
