/**
 * @jest-environment node
 *
 * The page front (lib/cache/page-front.ts) in front of a stand-in for Next on a real HTTP server:
 * the stand-in answers like Next's server does (its own compression middleware, x-nextjs-cache),
 * and counts the requests that reach it. What a shopper would notice: a cached page comes back
 * byte for byte in the encoding the browser asked for, a change anywhere is visible on the very
 * next request, and nothing personal or partial is ever kept.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createPageFront, pageKey, pickEncoding, type PageFront } from '@/lib/cache/page-front';
import * as shared from '@/lib/cache/handlers/shared-tags.mjs';

// Next's own compression middleware, so the front sees exactly what Next's server writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('next/dist/compiled/compression') as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

type Answer = {
  status?: number;
  cache?: string;
  type?: string;
  cookie?: string;
  control?: string;
  body: string;
  /** the tags of the cached entry Next answers with (its cache handler notes them as it reads it) */
  tags?: string[];
  /** Next's lookup of the entry through the real full-route cache handler, instead of `tags` */
  lookup?: () => Promise<unknown>;
};
let answers: Record<string, Answer>;
let reached: string[];
let changes: number;
let clock: number;
let front: PageFront;
let onAnswer: (() => void) | null;
let server: http.Server;
let base: string;

/**
 * The path Next answers a request with: its rewrites match without regard to case
 * (`/PRODUCTS/x` is the product page), params are percent-decoded and dot segments resolved.
 */
function routed(raw: string): string {
  const path = new URL(raw, 'http://x').pathname.replace(/^\/products\//i, '/products/');
  return path
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

const page = (n: number) =>
  `<!DOCTYPE html><html><body>${'<p>organic tea</p>'.repeat(200)}<i>version ${n}</i></body></html>`;

beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res) => {
    if (front.handle(req, res)) return;
    compress(req, res, async () => {
      reached.push(`${req.method} ${req.url}`);
      const answer = answers[routed((req.url ?? '/').split('?')[0])] ?? { status: 404, body: 'not found' };
      // Next's cache lookup, a turn of the event loop later: the handler notes the entry's tags (isr.mjs).
      await new Promise((resolve) => setImmediate(resolve));
      if (answer.tags) shared.noteTagsRead(answer.tags);
      await answer.lookup?.();
      onAnswer?.();
      res.statusCode = answer.status ?? 200;
      res.setHeader('content-type', answer.type ?? 'text/html; charset=utf-8');
      res.setHeader('cache-control', answer.control ?? 's-maxage=86400, stale-while-revalidate=31449600');
      res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
      if (answer.cache) res.setHeader('x-nextjs-cache', answer.cache);
      if (answer.cookie) res.setHeader('set-cookie', answer.cookie);
      // Next streams a page in pieces.
      const half = Math.floor(answer.body.length / 2);
      res.write(answer.body.slice(0, half));
      res.end(answer.body.slice(half));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answers = { '/': { cache: 'HIT', body: page(1) }, '/products': { cache: 'HIT', body: page(1) } };
  reached = [];
  changes = 0;
  clock = 1_000_000;
  onAnswer = null;
  front = createPageFront({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, tagChanges: () => changes, now: () => clock });
});
const frontWith = (options: Partial<Parameters<typeof createPageFront>[0]>) =>
  createPageFront({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, tagChanges: () => changes, now: () => clock, ...options });

/** Raw bytes and headers, without the client decoding anything. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path as written, not normalised by a URL parser on the way out (`/products/./x` stays so).
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
const text = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  (r.headers['content-encoding'] === 'gzip'
    ? zlib.gunzipSync(r.body)
    : r.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(r.body)
      : r.body
  ).toString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The copy is made once the answer has been sent, compressed on libuv's thread pool: wait until
 * the front has finished copying, however long a busy machine takes (not a fixed pause).
 */
async function settle() {
  await sleep(20);
  for (let waited = 0; front.stats().copying > 0 && waited < 10_000; waited += 10) await sleep(10);
}

test('a cached page is answered from memory, the same page in whichever encoding the browser asks for', async () => {
  const first = await get('/', { 'accept-encoding': 'gzip' });
  expect(text(first)).toBe(page(1));
  await settle();
  for (const encoding of ['gzip, deflate, br', 'gzip', 'identity', '']) {
    const again = await get('/', encoding ? { 'accept-encoding': encoding } : {});
    expect(again.status).toBe(200);
    expect(text(again)).toBe(page(1));
    expect(again.headers['content-encoding']).toBe(
      encoding.includes('br') ? 'br' : encoding.includes('gzip') ? 'gzip' : undefined,
    );
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(again.headers['x-nextjs-cache']).toBe('HIT');
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers.vary).toMatch(/rsc, .*Accept-Encoding/);
    expect(again.headers.age).toBe('0');
  }
  expect(reached).toEqual(['GET /']);
  // A query string is the same page to Next's cache, and to the front.
  await get('/?utm_source=newsletter');
  expect(reached).toEqual(['GET /']);
});

test('after an invalidation anywhere, the next request goes to Next and gets the new page', async () => {
  await get('/');
  await settle();
  answers['/'] = { cache: 'HIT', body: page(2) };
  expect(text(await get('/'))).toBe(page(1));
  changes += 1; // a purchase, an edit, or another instance's NOTIFY
  expect(text(await get('/'))).toBe(page(2));
  expect(reached).toEqual(['GET /', 'GET /']);
});

test('an invalidation while Next is answering leaves no copy of that answer', async () => {
  onAnswer = () => (changes += 1);
  await get('/products');
  await settle();
  onAnswer = null;
  await get('/products');
  expect(reached).toEqual(['GET /products', 'GET /products']);
});

test('a copy is served for at most maxAge, then Next sees the path again', async () => {
  await get('/');
  await settle();
  clock += 30_000;
  expect((await get('/')).headers.age).toBe('30');
  clock += 30_000;
  await get('/');
  expect(reached).toEqual(['GET /', 'GET /']);
});

test('only pages Next served from its cache are kept: no render, error, cookie, private answer or non-HTML', async () => {
  answers = {
    '/fresh': { cache: 'MISS', body: page(1) },
    '/dynamic': { body: page(1) },
    '/missing': { status: 404, cache: 'HIT', body: page(1) },
    '/cookie': { cache: 'HIT', cookie: 'session=abc', body: page(1) },
    '/private': { cache: 'HIT', control: 'private, no-cache, no-store', body: page(1) },
    '/feed': { cache: 'HIT', type: 'application/json', body: '{"a":1}' },
  };
  for (const path of Object.keys(answers)) {
    await get(path);
    await settle();
    await get(path);
  }
  expect(reached).toHaveLength(12);
  expect(front.stats().pages).toBe(0);
});

test("the router's data requests, draft mode, other methods, assets and the API always reach Next", async () => {
  await get('/');
  await settle();
  reached = [];
  await get('/', { rsc: '1' });
  await get('/', { 'next-router-prefetch': '1' });
  await get('/?_rsc=abc12');
  await get('/', { cookie: '__prerender_bypass=1' });
  await new Promise<void>((resolve) =>
    http.request(`${base}/`, { method: 'POST' }, (res) => res.resume().on('end', resolve)).end(),
  );
  expect(reached).toHaveLength(5);
  expect(pageKey({ method: 'GET', url: '/_next/static/chunks/a.js', headers: {} } as http.IncomingMessage)).toBeNull();
  expect(
    pageKey({ method: 'GET', url: '/api/v1/public/store/products/all', headers: {} } as http.IncomingMessage),
  ).toBeNull();
  expect(pageKey({ method: 'HEAD', url: '/', headers: {} } as http.IncomingMessage)).toBeNull();
});

test('the byte budget drops the oldest pages first', async () => {
  front = createPageFront({ maxBytes: 5_000, maxAgeMs: 60_000, tagChanges: () => changes, now: () => clock });
  await get('/');
  await settle();
  expect(front.stats().pages).toBe(1);
  await get('/products');
  await settle();
  expect(front.stats()).toEqual({ pages: 1, bytes: expect.any(Number), copying: 0 });
  expect(front.stats().bytes).toBeLessThanOrEqual(5_000);
  reached = [];
  await get('/products');
  await get('/');
  expect(reached).toEqual(['GET /']);
});

test('encoding negotiation follows the q-values', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(pickEncoding('deflate')).toBe('identity');
  expect(pickEncoding('*')).toBe('gzip');
  expect(pickEncoding(undefined)).toBe('identity');
});

test('other spellings of a cached page are answered by Next and never kept: one copy, compressed once, per page', async () => {
  answers['/products/sambar-powder'] = { cache: 'HIT', body: page(1) };
  await get('/products/sambar-powder');
  await settle();
  const spellings = [
    '/PRODUCTS/sambar-powder',
    '/pRoducts/sambar-powder',
    '/products/%73ambar-powder',
    '/products/./sambar-powder',
  ];
  for (const spelling of spellings) {
    const answer = await get(spelling, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(text(answer)).toBe(page(1));
    await settle();
  }
  expect(front.stats()).toEqual({ pages: 1, bytes: expect.any(Number), copying: 0 });
  // The page's own address is still answered from its one copy.
  reached = [];
  await get('/products/sambar-powder');
  expect(reached).toEqual([]);
});

test('compression has a budget per second: past it, pages are left to Next uncopied until the budget refills', async () => {
  answers = {
    '/a': { cache: 'HIT', body: page(1) },
    '/b': { cache: 'HIT', body: page(2) },
    '/c': { cache: 'HIT', body: page(3) },
  };
  // A microsecond of compression a second: the first page spends it, the next find none left.
  front = frontWith({ compressMsPerSecond: 0.001 });
  for (const path of ['/a', '/b', '/c']) {
    await get(path);
    await settle();
  }
  expect(front.stats().pages).toBe(1);
  clock += 86_400_000; // a quiet day refills it
  await get('/b');
  await settle();
  expect(front.stats().pages).toBe(2);
  reached = [];
  await get('/b');
  expect(reached).toEqual([]);
});

describe("a copy is dropped only when one of its page's tags changes", () => {
  const productTags = ['product:tulsi-tea', 'products', 'settings', '_N_T_/layout', '_N_T_/products/tulsi-tea'];
  const listTags = ['products', 'categories', 'settings', '_N_T_/layout', '_N_T_/products'];
  beforeEach(() => {
    answers = {
      '/products/tulsi-tea': { cache: 'HIT', body: page(1), tags: productTags },
      '/products': { cache: 'HIT', body: page(1), tags: listTags },
    };
    // The shared tag table itself: its count, and the count at which each tag last changed.
    front = frontWith({ tagChanges: shared.tagChanges });
  });
  async function cacheBoth() {
    for (const path of ['/products/tulsi-tea', '/products']) {
      await get(path);
      await settle();
    }
    reached = [];
  }
  const nextPage = () => {
    answers['/products/tulsi-tea'] = { ...answers['/products/tulsi-tea'], body: page(2) };
    answers['/products'] = { ...answers['/products'], body: page(2) };
  };

  test('another product selling out leaves both copies serving', async () => {
    await cacheBoth();
    nextPage();
    await shared.expireTags(['product:ginger-tea', '_N_T_/og/product/ginger-tea']);
    expect(text(await get('/products/tulsi-tea'))).toBe(page(1));
    expect(text(await get('/products'))).toBe(page(1));
    expect(reached).toEqual([]);
  });

  test("the product's own tag drops its page and keeps the listing", async () => {
    await cacheBoth();
    nextPage();
    await shared.expireTags(['product:tulsi-tea']);
    expect(text(await get('/products/tulsi-tea'))).toBe(page(2));
    expect(text(await get('/products'))).toBe(page(1));
    expect(reached).toEqual(['GET /products/tulsi-tea']);
  });

  test('the tag every page carries (a settings change) drops every copy', async () => {
    await cacheBoth();
    nextPage();
    await shared.expireTags(['_N_T_/layout']);
    expect(text(await get('/products/tulsi-tea'))).toBe(page(2));
    expect(text(await get('/products'))).toBe(page(2));
  });

  test("another instance's invalidation, as its NOTIFY arrives, drops the copies it covers", async () => {
    await cacheBoth();
    nextPage();
    shared.applyNotified(JSON.stringify([{ tag: 'products', stale: Date.now(), expired: Date.now() }]));
    expect(text(await get('/products/tulsi-tea'))).toBe(page(2));
    expect(text(await get('/products'))).toBe(page(2));
  });

  test("an invalidation of the page's tag while Next answers leaves no copy; of another tag, the copy is kept", async () => {
    onAnswer = () => void shared.expireTags(['product:tulsi-tea']);
    await get('/products/tulsi-tea');
    await settle();
    onAnswer = () => void shared.expireTags(['product:ginger-tea']);
    await get('/products');
    await settle();
    onAnswer = null;
    reached = [];
    await get('/products/tulsi-tea');
    await get('/products');
    expect(reached).toEqual(['GET /products/tulsi-tea']);
  });

  test("the full-route cache handler's read of the page is what gives the copy its tags", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const CacheHandler = require('@/lib/cache/handlers/isr.mjs').default;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-front-'));
    try {
      const handler = new CacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: false, maxMemoryCacheSize: 1e7 });
      const key = '/products/chai-masala';
      await handler.set(
        key,
        {
          kind: 'APP_PAGE',
          html: page(1),
          rscData: Buffer.from('rsc'),
          status: 200,
          segmentData: new Map(),
          headers: { 'x-next-cache-tags': 'product:chai-masala,products,_N_T_/layout' },
        },
        { cacheControl: { revalidate: 86400, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false },
      );
      const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
      answers[key] = { cache: 'HIT', body: page(1), lookup: () => handler.get(key, ctx) };
      await get(key);
      await settle();
      answers[key] = { cache: 'HIT', body: page(2) };
      await shared.expireTags(['product:ginger-tea']);
      expect(text(await get(key))).toBe(page(1));
      await shared.expireTags(['product:chai-masala']);
      expect(text(await get(key))).toBe(page(2));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a copy whose tags Next did not show is dropped by any invalidation', async () => {
    answers['/products'] = { cache: 'HIT', body: page(1) };
    await cacheBoth();
    nextPage();
    await shared.expireTags(['product:ginger-tea']);
    expect(text(await get('/products/tulsi-tea'))).toBe(page(1));
    expect(text(await get('/products'))).toBe(page(2));
  });
});
