/**
 * The page front: this instance's copies of the catalogue pages Next serves from its full-route
 * cache, kept already compressed and answered before Next routes the request.
 *
 * A cached page costs Next its routing, a cache lookup and, on every response, gzip of the whole
 * page (~110 KB on the home page): a third of a 4 KB page's throughput (docs/performance.md). The
 * page itself is the same bytes for everyone, so it is kept here as Next sent it, once with each
 * encoding, and written out as one buffer.
 *
 * What is kept: only an answer Next itself marked `x-nextjs-cache: HIT` — a page from the full-route
 * cache, which by Next's own rules reads no cookie, header or query string — with status 200, HTML,
 * no Set-Cookie. Requests for the router's data (RSC headers, `_rsc`), draft mode and anything but
 * GET always go to Next. Keys are paths: Next's cache ignores the query string, and only paths Next
 * has a cached page for are ever kept, within a byte budget.
 *
 * One key per page: Next answers other spellings of a path with the same cached page (its rewrites
 * ignore case, `%73` is `s`, `./` is resolved), and each kept separately would be compressed again
 * and push real pages out. Only the shop's own spelling of a path — lowercase, nothing encoded, no
 * dot or empty segments, which is how every link and slug is written — is kept or served here;
 * any other spelling is left to Next. Compression has its own budget per second on top (a burst of
 * distinct pages after an invalidation, or a flood of them): past it, Next's answer is sent as is
 * and not kept.
 *
 * Freshness: a copy is served only while none of ITS tags has been invalidated since the request
 * that made it began, on any instance. Its tags are those of the full-route cache entry Next
 * answered that request with — the data tags and Next's implicit path and layout tags (`_N_T_…`,
 * so revalidatePath and `_N_T_/layout` reach it) — noted by the cache handler as it reads the
 * entry (noteTagsOfThisRequest / noteTagsRead in shared-tags.mjs; Next strips them from the
 * response outside its minimal mode). The shared tag table applies every invalidation, this
 * instance's or another's (NOTIFY), to the local table, counts it and notes the count on each tag it
 * names; a copy compares its tags against the count it started at, so a purchase that expires one
 * product drops that product's pages and the lists, and leaves every other copy serving. The count
 * is taken before Next reads its cache, so an invalidation while Next answers also drops the copy,
 * as it makes Next's own entry stale. A copy whose tags are unknown (Next shared one cache lookup
 * between concurrent requests, or the entry had no tags) is served only while no tag at all has
 * changed, the rule for every copy before. A copy also lives at most `maxAgeMs`, so Next's own
 * time-based revalidation is never more than that behind.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  noteTagsOfThisRequest as noteTagsOfRequest,
  tagsChangedSince as changedSince,
} from './handlers/shared-tags.mjs';

const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Copy {
  /** the tag table's count when the request that made it began */
  changes: number;
  /** the page's tags, null when unknown (then any change drops it) */
  tags: readonly string[] | null;
  /** the count at which the copy was last found good: no need to look at its tags again before it moves */
  checked: number;
  keptAt: number;
  variants: Record<Encoding, Variant>;
  size: number;
}

export interface PageFrontOptions {
  /** Bytes of pages (all encodings) kept before the oldest copies are dropped. */
  maxBytes: number;
  /** How long a copy may be served without Next seeing the path again. */
  maxAgeMs: number;
  /** The shared tag table's invalidation count (tagChanges in shared-tags.mjs). */
  tagChanges: () => number;
  /** Whether any of these tags was invalidated after the count was `changes` (shared-tags.mjs). */
  tagsChangedSince?: (tags: readonly string[], changes: number) => boolean;
  /**
   * Called as Next is handed a request (`watch` false: a request no copy is made of); returns the
   * tags of the cached page Next then answered it with, null when unknown (shared-tags.mjs).
   */
  noteTagsOfThisRequest?: (watch?: boolean) => () => readonly string[] | null;
  /** Milliseconds of compression this instance may spend per second (a burst of one second's worth). */
  compressMsPerSecond?: number;
  now?: () => number;
}

/** Headers that make Next answer with the router's data or a preview instead of the page. */
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'x-prerender-revalidate',
];
/** Paths that are never a cached page: assets, the image optimizer, the API. */
const NEVER_PAGES = /^\/(?:_next|api|img)\//;
/** Per-response or per-encoding headers: written afresh for each answer. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);
/** A page bigger than this is left to Next (no shop page comes near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** The shop's own spelling of a page path (see above); anything else is not kept. */
const CANONICAL_PATH = /^\/(?:[a-z0-9_-][a-z0-9._~-]*(?:\/[a-z0-9_-][a-z0-9._~-]*)*)?$/;

/** The key a request's page is kept under, or null when only Next may answer it. */
export function pageKey(req: IncomingMessage): string | null {
  const url = req.url ?? '';
  if (req.method !== 'GET' || url[0] !== '/') return null;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!CANONICAL_PATH.test(path) || NEVER_PAGES.test(path)) return null;
  if (q >= 0 && /(?:^|&)_rsc=/.test(url.slice(q + 1))) return null;
  for (const name of NEXT_REQUEST_HEADERS) if (req.headers[name] !== undefined) return null;
  if (req.headers.cookie?.includes('__prerender_bypass')) return null;
  return path;
}

/** The best encoding the client accepts: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity';
}

export function createPageFront({
  maxBytes,
  maxAgeMs,
  tagChanges,
  tagsChangedSince = changedSince,
  noteTagsOfThisRequest = noteTagsOfRequest,
  compressMsPerSecond = 200,
  now = Date.now,
}: PageFrontOptions) {
  const copies = new Map<string, Copy>();
  // A token bucket of compression milliseconds: refilled at compressMsPerSecond, holding at most
  // one second's worth; a copy is made only while it is positive, and its measured time is spent.
  let budget = compressMsPerSecond;
  let budgetAt = now();
  const mayCompress = () => {
    const at = now();
    budget = Math.min(compressMsPerSecond, budget + ((at - budgetAt) / 1000) * compressMsPerSecond);
    budgetAt = at;
    return budget > 0;
  };
  // Paths being copied: a burst of requests for one page compresses it once, not once per request.
  const copying = new Set<string>();
  let bytes = 0;

  function drop(key: string) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.size;
  }

  function keep(key: string, copy: Copy) {
    drop(key);
    copies.set(key, copy);
    bytes += copy.size;
    for (const [oldest] of copies) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Whether a copy still shows what Next would answer: none of its tags (any, when unknown) changed since it began. */
  function fresh(copy: Copy): boolean {
    const changes = tagChanges();
    if (changes === copy.checked) return true;
    if (!copy.tags || tagsChangedSince(copy.tags, copy.changes)) return false;
    copy.checked = changes;
    return true;
  }

  /** Builds the three encodings of a page Next answered, if it is one to keep. */
  async function copyOf(
    res: ServerResponse,
    chunks: Buffer[],
    changes: number,
    tags: readonly string[] | null,
  ): Promise<Copy | null> {
    const headers = res.getHeaders();
    const type = String(headers['content-type'] ?? '');
    const control = String(headers['cache-control'] ?? '');
    const encoding = String(headers['content-encoding'] ?? 'identity');
    if (res.statusCode !== 200 || headers['x-nextjs-cache'] !== 'HIT' || !type.startsWith('text/html')) return null;
    if (headers['set-cookie'] !== undefined || /no-store|private/.test(control)) return null;
    if (encoding !== 'gzip' && encoding !== 'identity') return null;
    const sent = Buffer.concat(chunks);
    const started = performance.now();
    let plain: Buffer, gz: Buffer, br: Buffer;
    try {
      plain = encoding === 'gzip' ? await gunzip(sent) : sent;
      [gz, br] = await Promise.all([
        encoding === 'gzip' ? sent : gzip(plain, { level: 9 }),
        brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      ]);
    } finally {
      budget -= performance.now() - started;
    }
    const common: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers))
      if (!NOT_KEPT.has(name) && value !== undefined) common[name] = value;
    const vary = String(common.vary ?? '');
    if (!/accept-encoding/i.test(vary)) common.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const variant = (body: Buffer, contentEncoding?: string): Variant => ({
      body,
      headers: {
        ...common,
        ...(contentEncoding ? { 'content-encoding': contentEncoding } : {}),
        'content-length': body.length,
      },
    });
    return {
      changes,
      tags,
      checked: changes,
      keptAt: now(),
      variants: { identity: variant(plain), gzip: variant(gz, 'gzip'), br: variant(br, 'br') },
      size: plain.length + gz.length + br.length,
    };
  }

  /** Answers from the copy kept under `key`, if it is still good. */
  function serve(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const copy = copies.get(key);
    if (!copy) return false;
    const age = now() - copy.keptAt;
    if (age >= maxAgeMs || !fresh(copy)) {
      drop(key);
      return false;
    }
    const { headers, body } = copy.variants[pickEncoding(req.headers['accept-encoding'])];
    // Age, as any HTTP cache sends it: how long ago this copy was taken from Next.
    res.setHeader('age', Math.floor(age / 1000));
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  /** Lets Next answer, keeping a copy of the answer under `key` when it is a cached page. */
  function watch(key: string, res: ServerResponse): void {
    // Counted before Next reads its cache: an invalidation of the page's tags during the answer
    // makes the copy unusable.
    const changes = tagChanges();
    const tagsOfAnswer = noteTagsOfThisRequest();
    const chunks: Buffer[] = [];
    let size = 0;
    let copyable = true;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!copyable || chunk == null || typeof chunk === 'function') return;
      // Headers are out before the first byte: a page Next rendered for this request is not copied.
      if (res.getHeader('x-nextjs-cache') !== 'HIT') {
        copyable = false;
        return;
      }
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
      if (size > MAX_PAGE_BYTES) copyable = false;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      return Reflect.apply(write, this, args);
    } as typeof res.write;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      collect(args[0], args[1]);
      return Reflect.apply(end, this, args);
    } as typeof res.end;
    res.once('finish', () => {
      if (!copyable || copying.has(key) || !mayCompress()) return;
      copying.add(key);
      copyOf(res, chunks, changes, tagsOfAnswer())
        .then(
          (copy) => copy && fresh(copy) && keep(key, copy),
          () => {}, // a page that cannot be copied is simply left to Next
        )
        .finally(() => copying.delete(key));
    });
  }

  return {
    /**
     * Answers the request from a kept copy (true), or lets Next answer it (false) and watches the
     * answer for a page to keep.
     */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const key = pageKey(req);
      if (key === null) {
        // Next answers it and nothing is copied: it must not carry an earlier request's notes into Next.
        noteTagsOfThisRequest(false);
        return false;
      }
      if (serve(key, req, res)) return true;
      watch(key, res);
      return false;
    },

    /** Pages and bytes kept, and answers still being copied (compression runs off the request). */
    stats: () => ({ pages: copies.size, bytes, copying: copying.size }),
  };
}

export type PageFront = ReturnType<typeof createPageFront>;
