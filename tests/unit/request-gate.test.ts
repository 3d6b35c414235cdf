/**
 * @jest-environment node
 *
 * What the server answers before Next sees a request: methods the app does not use are a 405
 * (TRACE made Next throw a 500 with a stack trace), OPTIONS outside /api a 204, undecodable or
 * NUL-carrying paths a 400, and a declared body past its path's ceiling a 413 — nothing logged.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { installFrontDoor } from '@/lib/cache/front-door';
import { CSV_IMPORT_BODY_CEILING, REQUEST_BODY_CEILING, refuseEarly } from '@/lib/security/request-gate';
import { CSV_LIMITS } from '@/lib/catalog/csv/columns';
import { AVATAR_MAX_BYTES } from '@/lib/account/avatar';

let server: http.Server;
let port: number;
let reached: string[] = [];

beforeAll(async () => {
  installFrontDoor(null);
  server = http.createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reached = [];
});

/** A raw request line, so nothing on the client side rewrites the method or the path. */
function raw(requestLine: string, headers: string[] = []): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write([requestLine, 'Host: localhost', 'Connection: close', ...headers, '', ''].join('\r\n'));
    });
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => {
      const [head, body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
    socket.on('error', reject);
  });
}

test('TRACE and other unknown methods are a 405 with Allow, on API routes and pages alike', async () => {
  for (const line of ['TRACE /api/orders HTTP/1.1', 'TRACE / HTTP/1.1', 'PROPFIND /products HTTP/1.1']) {
    const res = await raw(line);
    expect(res.status).toBe(405);
    expect(res.head).toMatch(/Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
  }
  // A method Node's parser does not know at all never reaches the app either.
  expect((await raw('TRACK /api/auth/session HTTP/1.1')).status).toBe(400);
  expect(reached).toEqual([]);
});

test('OPTIONS on a page or a static file is a 204; on /api it reaches the route', async () => {
  expect((await raw('OPTIONS /logo.svg HTTP/1.1')).status).toBe(204);
  expect((await raw('OPTIONS /_next/static/chunks/main.js HTTP/1.1')).status).toBe(204);
  expect((await raw('OPTIONS /api/orders HTTP/1.1')).status).toBe(200);
  expect(reached).toEqual(['OPTIONS /api/orders']);
});

test('a path with broken percent-encoding or a NUL is a 400 (JSON envelope under /api)', async () => {
  for (const path of ['/%', '/products/%E0%A4%A', '/products/hon%00ey', '/products?search=hon%00ey']) {
    expect((await raw(`GET ${path} HTTP/1.1`)).status).toBe(400);
  }
  const api = await raw('GET /api/v1/public/store/products/search/%E0%A4%A HTTP/1.1');
  expect(api.status).toBe(400);
  expect(JSON.parse(api.body)).toMatchObject({ status: 400, message: 'The address is not valid.' });
  expect(reached).toEqual([]);
  expect((await raw('GET /products/%E0%A4%B9 HTTP/1.1')).status).toBe(200);
});

test("a declared body past the path's ceiling is refused before it is read", async () => {
  const big = await raw('POST /api/auth/callback/credentials HTTP/1.1', [
    'Content-Length: 209715200',
    'Content-Type: application/x-www-form-urlencoded',
  ]);
  expect(big.status).toBe(413);
  expect((await raw('POST /api/orders HTTP/1.1', [`Content-Length: ${REQUEST_BODY_CEILING + 1}`])).status).toBe(413);
  expect(reached).toEqual([]);
});

test('a catalogue import may send a whole 5 MB CSV; no other route may', () => {
  expect(CSV_IMPORT_BODY_CEILING).toBe(CSV_LIMITS.bytes + 64 * 1024);
  const declared = { 'content-length': String(CSV_LIMITS.bytes + 1000) };
  expect(refuseEarly('POST', '/api/v1/admin/products/import', declared)).toBeNull();
  expect(refuseEarly('POST', '/api/v1/admin/products', declared)?.status).toBe(413);
  const over = { 'content-length': String(CSV_IMPORT_BODY_CEILING + 1) };
  expect(refuseEarly('POST', '/api/v1/admin/products/import', over)?.status).toBe(413);
});

test('the ceiling leaves room for the largest upload a route takes (an avatar)', () => {
  expect(REQUEST_BODY_CEILING).toBeGreaterThanOrEqual(AVATAR_MAX_BYTES + 64 * 1024);
  expect(refuseEarly('POST', '/user/image/profile', { 'content-length': String(AVATAR_MAX_BYTES + 1000) })).toBeNull();
});
