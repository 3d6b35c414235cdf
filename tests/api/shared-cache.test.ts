/**
 * The full-route cache handler on this run's database: on PostgreSQL the shared store every
 * instance uses, on PGlite Next's file-system cache (in memory here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';

type Entry = { lastModified: number; value: { html?: string } | null };
type Handler = {
  get(key: string, ctx: object): Promise<Entry | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
};
/* eslint-disable @typescript-eslint/no-require-imports */
const CacheHandler = require('@/lib/cache/handlers/isr.mjs').default as new (ctx: object) => Handler;
const shared = require('@/lib/cache/handlers/shared-tags.mjs') as {
  expireTags(tags: string[], durations?: { expire: number }): Promise<void>;
  tagsExpiredSince(tags: string[], timestamp: number): boolean;
  sharedStore(): { ready: Promise<void> } | null;
  stopSharedStore(): Promise<void>;
};
const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
  tagsManifest: Map<string, { expired?: number }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
let handler: Handler;
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pageFor = (tag: string, status = 200) => ({
  kind: 'APP_PAGE',
  html: `<p>${tag}</p>`,
  rscData: Buffer.from('rsc'),
  status,
  headers: { 'x-next-cache-tags': `${tag},products` },
  postponed: undefined,
  segmentData: new Map(),
});
/** What Next concludes: the file-system cache answers nothing for an expired page; the shared store lets Next check the tags. */
const isStale = (entry: Entry | null) =>
  !entry || shared.tagsExpiredSince(['product:last-unit', 'products'], entry.lastModified);
const setCtx = { cacheControl: { revalidate: 86400, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  handler = new CacheHandler({
    fs: nodeFs,
    serverDistDir: distDir,
    flushToDisk: false,
    maxMemoryCacheSize: 10 * 1024 * 1024,
  });
  await shared.sharedStore()?.ready;
});
afterAll(async () => {
  await shared.stopSharedStore();
  await teardownTestDatabase();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe(`full-route cache handler (${onPostgres ? 'shared PostgreSQL store' : 'file-system cache'})`, () => {
  it('uses the shared store exactly when the database is PostgreSQL', () => {
    expect(Boolean(shared.sharedStore())).toBe(onPostgres);
  });

  it('never stores a not-found page', async () => {
    await handler.get('/route-cache/x/$/products/no-such-tea', ctx);
    await handler.set('/route-cache/x/$/products/no-such-tea', pageFor('product:no-such-tea', 404), setCtx);
    expect(await handler.get('/route-cache/x/$/products/no-such-tea', ctx)).toBeNull();
    if (onPostgres) {
      const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      const [row] = await sql`SELECT count(*)::int AS n FROM next_cache_entries WHERE key LIKE '%no-such-tea'`;
      await sql.end();
      expect(row.n).toBe(0);
    }
  });

  it('keeps a real page, and serves it back', async () => {
    await handler.get('/route-cache/x/$/products/green-tea', ctx);
    await handler.set('/route-cache/x/$/products/green-tea', pageFor('product:green-tea'), setCtx);
    const entry = await handler.get('/route-cache/x/$/products/green-tea', ctx);
    expect(entry?.value?.html).toBe('<p>product:green-tea</p>');
  });

  it('a page whose render began before its stock changed is stale as soon as it is stored', async () => {
    const key = '/route-cache/x/$/products/last-unit';
    expect(await handler.get(key, ctx)).toBeNull(); // the render starts here
    await sleep(5);
    await shared.expireTags(['product:last-unit'], { expire: 0 }); // a purchase commits meanwhile
    await sleep(5);
    await handler.set(key, pageFor('product:last-unit'), setCtx); // the render, with the old stock, ends
    expect(isStale(await handler.get(key, ctx))).toBe(true);
    // Rendered again after the change: fresh.
    await handler.set(key, pageFor('product:last-unit'), setCtx);
    expect(isStale(await handler.get(key, ctx))).toBe(false);
  });

  // Only PostgreSQL has other instances to hear from.
  const onPostgresIt = onPostgres ? it : () => undefined;
  onPostgresIt('an invalidation made by another instance arrives here within a second', async () => {
    // Another instance = another connection writing the table and notifying, as expireTags does there.
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const at = Date.now();
    try {
      await other`INSERT INTO next_cache_tags (tag, expired) VALUES ('product:far-away', ${at})`;
      await other`SELECT pg_notify('next_cache_tags', ${JSON.stringify([{ tag: 'product:far-away', expired: at }])})`;
    } finally {
      await other.end();
    }
    for (let i = 0; i < 20 && !tagsManifest.get('product:far-away'); i++) await sleep(50);
    expect(tagsManifest.get('product:far-away')?.expired).toBe(at);
  });
});
