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
import { AsyncLocalStorage } from 'node:async_hooks';
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
      (payload) => (payload === 'reload' ? reloadTags(sql) : applyNotified(payload)),
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
 * How many times this process's table has taken an invalidation, from any instance, and at which
 * of those counts each tag last took one. The page front (lib/cache/page-front.ts) notes the count
 * when a request for a page begins; the copy it keeps of that page is good while none of the page's
 * tags took an invalidation after that count. Counts, not clock times: another instance's clock
 * does not decide whether a copy is still good. On globalThis: this file is loaded once by Next's
 * handler loader and again inside the server bundle, and both must count the same changes.
 */
const CHANGES = Symbol.for('organic-tattva.tag-changes');
const TAG_CHANGES = Symbol.for('organic-tattva.tag-change-counts');
const counter = /** @type {{ [CHANGES]?: number, [TAG_CHANGES]?: Map<string, number> }} */ (globalThis);
const changedAt = (counter[TAG_CHANGES] ??= new Map());

/** The number of invalidations this process has applied so far. */
export function tagChanges() {
  return counter[CHANGES] ?? 0;
}

/** Whether any of these tags took an invalidation after the count was `changes` (see tagChanges). */
export function tagsChangedSince(tags, changes) {
  return tags.some((tag) => (changedAt.get(tag) ?? 0) > changes);
}

/** Merges invalidations into this process's table; later times win, so order of arrival doesn't matter. */
function applyAll(updates) {
  if (!updates.length) return;
  // Counted before anything else can run: a page served after this line is checked against it.
  // Every tag named counts as changed, even when its time did not move: never too few.
  const count = tagChanges() + 1;
  counter[CHANGES] = count;
  for (const { tag, stale, expired } of updates) {
    const entry = tagsManifest.get(tag) ?? {};
    const next = { ...entry };
    if (stale != null && !(entry.stale >= stale)) next.stale = stale;
    if (expired != null && !(entry.expired >= expired)) next.expired = expired;
    tagsManifest.set(tag, next);
    changedAt.set(tag, count);
  }
}

/*
 * Which cached page a request was answered with. The page front calls noteTagsOfThisRequest() as a
 * request for a page arrives, before Next handles it; everything Next then does for that request
 * runs in the async context entered here, so the full-route cache handler (isr.mjs) can note the
 * tags of the entry it reads for it (noteTagsRead). A request Next answers from a lookup another
 * request started (Next shares one lookup between concurrent requests for a page) notes nothing:
 * its copy's tags stay unknown.
 */
const READS = Symbol.for('organic-tattva.page-tag-reads');
const reads = /** @type {{ [READS]?: AsyncLocalStorage<{ tags: string[] | null, unknown: boolean }> }} */ (globalThis);
const readsHere = (reads[READS] ??= new AsyncLocalStorage());

/**
 * Starts noting, for the rest of the current request, the tags of the cached pages read for it;
 * returns what was noted so far (null: nothing). Call it for every request that reaches Next, so
 * none inherits an earlier request's notes (`watch: false` only clears them).
 */
export function noteTagsOfThisRequest(watch = true) {
  const noted = watch ? { tags: null, unknown: false } : undefined;
  readsHere.enterWith(noted);
  return () => (noted && !noted.unknown ? noted.tags : null);
}

/** The full-route cache read an entry with these tags for the request being answered. */
export function noteTagsRead(tags) {
  const noted = readsHere.getStore();
  if (!noted) return;
  // An entry without tags could be the one answered: then no list of tags covers the answer.
  if (!tags?.length) noted.unknown = true;
  else noted.tags = noted.tags ? [...new Set([...noted.tags, ...tags])] : [...tags];
}

/** Another instance's invalidations, as its NOTIFY (expireTags below) carries them. */
export function applyNotified(payload) {
  applyAll(JSON.parse(payload));
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
