/**
 * @jest-environment node
 *
 * Admission control at the front door: past the in-flight limit a request is answered 503 with
 * Retry-After before the app sees it (JSON on /api, a small page in the page's language elsewhere),
 * health probes and built assets never are, and a finished or abandoned request frees its place.
 * A page whose render found the database unavailable is answered the same 503 instead of a 500.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { installFrontDoor } from '@/lib/cache/front-door';
import { createAdmission } from '@/lib/ops/admission';
import { noteRequestError } from '@/lib/ops/busy';

const LIMIT = 2;
let server: http.Server;
let base: string;
let reached = 0;
/** Requests the app holds open until released, as slow renders would. */
const held: (() => void)[] = [];

// The front door patches the servers' prototypes, which outlive this file in its jest worker: put them back after.
const emits = [http.Server.prototype.emit, https.Server.prototype.emit];

beforeAll(async () => {
  process.env.BUSY_RETRY_AFTER_S = '7';
  installFrontDoor(null, createAdmission(LIMIT));
  server = http.createServer((req, res) => {
    reached++;
    if (req.url?.startsWith('/hold')) {
      held.push(() => res.end('done'));
      return;
    }
    if (req.url?.endsWith('/broken-db')) {
      // What Next does when a page's query fails: reports the error, then answers its error page.
      setTimeout(() => {
        noteRequestError(Object.assign(new Error('too many connections for role "shop"'), { code: '53300' }));
        setTimeout(() => {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html');
          res.end('<h1>Internal Server Error</h1>');
        }, 5);
      }, 5);
      return;
    }
    if (req.url?.startsWith('/broken-bug')) {
      res.statusCode = 500;
      res.end('bug');
      return;
    }
    res.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  held.splice(0).forEach((release) => release());
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.BUSY_RETRY_AFTER_S;
  [http.Server.prototype.emit, https.Server.prototype.emit] = emits;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function fill(): Promise<Promise<Response>[]> {
  const open = Array.from({ length: LIMIT }, (_, i) => fetch(`${base}/hold/${i}`));
  while (held.length < LIMIT) await sleep(5);
  return open;
}

describe('past the in-flight limit', () => {
  it('answers 503 with Retry-After and the envelope on /api, without reaching the app', async () => {
    const open = await fill();
    const before = reached;
    const response = await fetch(`${base}/api/products`, { headers: { 'Accept-Language': 'hi' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      status: 503,
      message: 'स्टोर अभी व्यस्त है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
      data: null,
    });
    expect(reached).toBe(before);
    held.splice(0).forEach((release) => release());
    await Promise.all(open);
  });

  it('answers a small busy page on store pages, in Hindi under /hi', async () => {
    const open = await fill();
    const english = await fetch(`${base}/products/darjeeling`);
    const hindi = await fetch(`${base}/hi/products/darjeeling`);
    expect([english.status, hindi.status]).toEqual([503, 503]);
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await english.text()).toContain('The store is busy right now. Please try again in a few seconds.');
    const page = await hindi.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('स्टोर अभी व्यस्त है');
    held.splice(0).forEach((release) => release());
    await Promise.all(open);
  });

  it('still answers health probes and built assets', async () => {
    const open = await fill();
    for (const path of ['/api/health', '/api/ready', '/_next/static/chunks/app.js']) {
      expect((await fetch(base + path)).status).toBe(200);
    }
    held.splice(0).forEach((release) => release());
    await Promise.all(open);
  });

  it('frees a place when a request finishes or its client goes away', async () => {
    const open = await fill();
    expect((await fetch(`${base}/products`)).status).toBe(503);
    held.shift()!();
    await open[0];
    expect((await fetch(`${base}/products`)).status).toBe(200);

    // A client that gives up: its connection closes before the app answers.
    const controller = new AbortController();
    const abandoned = fetch(`${base}/hold/abandoned`, { signal: controller.signal }).catch(() => null);
    while (held.length < LIMIT) await sleep(5);
    expect((await fetch(`${base}/products`)).status).toBe(503);
    controller.abort();
    await abandoned;
    await sleep(50);
    expect((await fetch(`${base}/products`)).status).toBe(200);
    held.splice(0).forEach((release) => release());
    await Promise.all(open);
  });
});

describe('a page whose render found the database unavailable', () => {
  it('is answered 503 with Retry-After and the busy page, not the 500 error page', async () => {
    const response = await fetch(`${base}/hi/broken-db`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('7');
    const page = await response.text();
    expect(page).toContain('स्टोर अभी व्यस्त है');
    expect(page).not.toContain('Internal Server Error');
  });

  it('leaves any other failure as it was (a bug stays a 500)', async () => {
    const response = await fetch(`${base}/broken-bug`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('bug');
  });
});
