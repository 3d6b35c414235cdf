/**
 * The one route wrapper and the one error type: who may call (401 / 403), input validation (400
 * with field errors), the body ceiling (413), the Origin check, the envelope, a crash answered
 * as a bare 500, and private caching of signed-in answers. Real users and tokens on PGlite.
 */
import { z } from 'zod';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser, type TestUser } from '../helpers/auth';
import { call } from '../helpers/http';
import { getDb } from '@/lib/db/client';
import { sellers } from '@/lib/db/schema';
import { reply, route } from '@/lib/http/route';
import { AppError, isAppError, STATUS_OF } from '@/lib/errors';
import { parseOrThrow, parseWith } from '@/lib/validation/parse';

const SIGNED_OUT = 'Please log in to continue.';
const FORBIDDEN = "You don't have permission to access this resource.";
const CRASH = 'Something went wrong on our side. Please try again.';

let customer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  customer = await createTestUser({ role: 'CUSTOMER' });
  const [shop] = await getDb()
    .insert(sellers)
    .values({ slug: 'leaf-co', name: 'Leaf Co', city: 'Pune', state: 'Maharashtra' })
    .returning();
  seller = await createTestUser({ role: 'SELLER', sellerId: shop.id });
  admin = await createTestUser({ role: 'ADMIN' });
});
afterAll(teardownTestDatabase);

const whoAmI = (access: 'public' | 'user' | 'staff' | 'admin') =>
  route({ access }, async ({ user }) => reply({ id: user?.id ?? null }));

describe('access', () => {
  it('lets anyone call a public route, signed in or not', async () => {
    const anonymous = await call(whoAmI('public'), '/x');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 200, message: 'OK', data: { id: null } });
  });

  it('answers 401 with the sign-in message to a caller without a valid session', async () => {
    for (const access of ['user', 'staff', 'admin'] as const) {
      for (const headers of [{}, { Authorization: 'Bearer forged' }] as Record<string, string>[]) {
        const res = await call(whoAmI(access), '/x', { headers });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ status: 401, message: SIGNED_OUT, data: null });
      }
    }
  });

  it('passes the signed-in user to the handler, by bearer token or cookie', async () => {
    for (const headers of [customer.authHeader, customer.cookieHeader]) {
      const res = await call(whoAmI('user'), '/x', { headers });
      expect(res.status).toBe(200);
      expect(res.body!.data).toEqual({ id: customer.user.id });
    }
  });

  it('keeps staff routes to SELLER and ADMIN, and admin routes to ADMIN (403 otherwise)', async () => {
    const cases: [ReturnType<typeof whoAmI>, TestUser, number][] = [
      [whoAmI('staff'), customer, 403],
      [whoAmI('staff'), seller, 200],
      [whoAmI('staff'), admin, 200],
      [whoAmI('admin'), customer, 403],
      [whoAmI('admin'), seller, 403],
      [whoAmI('admin'), admin, 200],
    ];
    for (const [handler, who, status] of cases) {
      const res = await call(handler, '/x', { headers: who.authHeader });
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body).toEqual({ status: 403, message: FORBIDDEN, data: null });
    }
  });
});

describe('input', () => {
  const schema = z.object({
    name: z.string({ error: 'Name is required' }).min(1, 'Name is required'),
    quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number'),
  });
  const create = route({ access: 'user', body: schema }, async ({ body }) => reply(body, 'Created', 201));

  it('hands the handler the parsed body', async () => {
    const res = await call(create, '/x', {
      method: 'POST',
      headers: { ...customer.authHeader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tulsi', quantity: 2, ignored: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 201, message: 'Created', data: { name: 'Tulsi', quantity: 2 } });
  });

  it('answers 400 naming each field, the first message as the summary; a malformed body reads as empty', async () => {
    for (const body of ['{"quantity":1.5}', 'not json', '[1,2]']) {
      const res = await call(create, '/x', {
        method: 'POST',
        headers: { ...customer.authHeader, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body!.message).toBe('Name is required');
      expect(res.body!.errors!.name).toBe('Name is required');
      expect(res.body!.data).toBeNull();
    }
  });

  it('reads a url-encoded form body with the same schema', async () => {
    const form = route({ body: z.object({ name: z.string().min(1, 'Name is required') }) }, async ({ body }) =>
      reply(body),
    );
    const res = await call(form, '/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Haldi',
    });
    expect(res.body!.data).toEqual({ name: 'Haldi' });
  });

  it('uses the route’s own summary line when it names one', async () => {
    const pay = route({ body: schema, invalidMessage: 'Please check the payment details.' }, async () => reply(null));
    const res = await call(pay, '/x', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(res.body!.message).toBe('Please check the payment details.');
    expect(Object.keys(res.body!.errors!)).toEqual(['name', 'quantity']);
  });

  it('validates the query string too', async () => {
    const list = route(
      { query: z.object({ page: z.coerce.number().int().min(1, 'Page must be 1 or more') }) },
      async ({ query }) => reply(query),
    );
    expect((await call(list, '/x?page=3')).body!.data).toEqual({ page: 3 });
    const bad = await call(list, '/x?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body!.errors).toEqual({ page: 'Page must be 1 or more' });
  });

  it('checks the caller before reading the body: a signed-out caller with bad input gets 401', async () => {
    const res = await call(create, '/x', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });

  it('answers 413 past the body ceiling, declared or streamed', async () => {
    const small = route({ body: z.object({ note: z.string() }), maxBody: 64 }, async () => reply(null));
    const big = JSON.stringify({ note: 'x'.repeat(200) });
    const declared = await call(small, '/x', {
      method: 'POST',
      headers: { 'Content-Length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ status: 413, message: 'The request is too large.', data: null });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(20)));
        controller.close();
      },
    });
    const streamed = await call(small, '/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('keeps the default ceiling at 32 KB', async () => {
    const note = route({ body: z.object({ note: z.string() }) }, async () => reply(null));
    const fits = await call(note, '/x', { method: 'POST', body: JSON.stringify({ note: 'x'.repeat(30_000) }) });
    expect(fits.status).toBe(200);
    const over = await call(note, '/x', { method: 'POST', body: JSON.stringify({ note: 'x'.repeat(33_000) }) });
    expect(over.status).toBe(413);
  });
});

describe('Origin check on writes', () => {
  const write = route({ access: 'user' }, async () => reply({ written: true }));

  it('refuses a cookie write from another site (Origin or Sec-Fetch-Site) with 403', async () => {
    for (const extra of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      const res = await call(write, '/x', { method: 'POST', headers: { ...customer.cookieHeader, ...extra } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 403, message: FORBIDDEN, data: null });
    }
  });

  it('refuses it before anything else runs, even for a public route', async () => {
    let ran = false;
    const open = route({}, async () => {
      ran = true;
      return reply(null);
    });
    const res = await call(open, '/x', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(ran).toBe(false);
  });

  it('lets a same-site write, a bearer-token call and a read through', async () => {
    const same = await call(write, '/x', {
      method: 'POST',
      headers: { ...customer.cookieHeader, Origin: 'http://localhost:3000' },
    });
    expect(same.status).toBe(200);
    const bearer = await call(write, '/x', {
      method: 'POST',
      headers: { ...customer.authHeader, Origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
    const read = await call(write, '/x', { headers: { ...customer.cookieHeader, Origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('the envelope and errors', () => {
  it('turns an AppError into its status, message, field errors and Retry-After', async () => {
    const refuse = route({}, async () => {
      throw new AppError('rate_limited', 'Too many attempts. Please try again in 2 minutes.', {
        retryAfter: 90,
        errors: { otp: 'Too many attempts.' },
      });
    });
    const res = await call(refuse, '/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('90');
    expect(res.body).toEqual({
      status: 429,
      message: 'Too many attempts. Please try again in 2 minutes.',
      data: null,
      errors: { otp: 'Too many attempts.' },
    });
  });

  it('answers anything else as a bare 500, logged on the server and never shown to the caller', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const crash = route({}, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await call(crash, '/x');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: CRASH, data: null });
    expect(res.text).not.toContain('secret_table');
  });

  it('passes a Response the handler built straight through, and hands it the path params', async () => {
    const raw = route(
      {},
      async ({ params }) => new Response(`hello ${params.slug}`, { headers: { 'Content-Type': 'text/plain' } }),
    );
    const res = await call(raw, '/x', { params: { slug: 'tulsi' } });
    expect(res.text).toBe('hello tulsi');
  });

  it('maps every error code to its HTTP status', () => {
    expect(STATUS_OF).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      too_large: 413,
      unprocessable: 422,
      rate_limited: 429,
      provider_failed: 502,
      unavailable: 503,
    });
    const error = new AppError('conflict', 'An order that is SHIPPED cannot become CANCELLED.', {
      detail: { from: 'SHIPPED' },
    });
    expect(error).toMatchObject({ name: 'AppError', code: 'conflict', status: 409, detail: { from: 'SHIPPED' } });
    expect(error).toBeInstanceOf(Error);
  });

  it('recognises an AppError from another copy of the module (Next bundles routes separately)', () => {
    const copy = Object.assign(new Error('Not found'), { name: 'AppError', code: 'not_found', status: 404 });
    expect(isAppError(copy)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it('parses the same way for forms (a result) and servers (a 400 AppError)', () => {
    const schema = z.object({ email: z.string({ error: 'Email is required' }).min(1, 'Email is required') });
    expect(parseWith(schema, {})).toEqual({
      ok: false,
      errors: { email: 'Email is required' },
      message: 'Email is required',
    });
    expect(parseWith(schema, { email: 'a@b.in' })).toEqual({ ok: true, data: { email: 'a@b.in' } });
    let thrown: unknown;
    try {
      parseOrThrow(schema, {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      name: 'AppError',
      status: 400,
      message: 'Email is required',
      errors: { email: 'Email is required' },
    });
  });
});

describe('caching', () => {
  it('marks signed-in answers private, no-store, and errors of signed-in routes too', async () => {
    const ok = await call(whoAmI('user'), '/x', { headers: customer.authHeader });
    expect(ok.headers.get('Cache-Control')).toBe('private, no-store');
    const own = route({ access: 'user' }, async () => reply(null, 'OK', 200, { 'Cache-Control': 'private, no-cache' }));
    expect((await call(own, '/x', { headers: customer.authHeader })).headers.get('Cache-Control')).toBe(
      'private, no-cache',
    );
    expect((await call(whoAmI('user'), '/x')).headers.get('Cache-Control')).toBe('private, no-store');
    expect((await call(whoAmI('admin'), '/x', { headers: customer.authHeader })).headers.get('Cache-Control')).toBe(
      'private, no-store',
    );
  });

  it('marks a signed-in redirect (read-only headers) private, no-store, keeping where it goes', async () => {
    const away = route({ access: 'user' }, async () => Response.redirect('http://localhost/orders', 303));
    const res = await call(away, '/x', { headers: customer.authHeader });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('http://localhost/orders');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves a public answer’s caching to the handler', async () => {
    const open = route({}, async () => reply([], 'OK', 200, { 'Cache-Control': 'public, max-age=60' }));
    expect((await call(open, '/x')).headers.get('Cache-Control')).toBe('public, max-age=60');
    expect((await call(whoAmI('public'), '/x')).headers.get('Cache-Control')).toBeNull();
  });
});
