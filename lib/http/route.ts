/**
 * The one wrapper every API route goes through:
 *
 *   export const POST = route({ access: 'user', body: addressSchema }, async ({ user, body }) =>
 *     reply(await createAddress(user.id, body), 'Address added successfully!', 201));
 *
 * In order it: refuses a cross-site cookie write (Origin check), reads the caller (`access`),
 * reads and caps the body, parses body / query with the zod schemas given, calls the handler,
 * and shapes the envelope { status, message, data, errors? }. An AppError becomes its status and
 * message; a database that refuses or lost connections a 503 with Retry-After (lib/db/unavailable.ts); anything
 * else is logged and answered as a 500 without details. The envelope's words are
 * English, or Hindi when the caller asked for it (Accept-Language; lib/i18n/api-messages.ts). Answers for a signed-in
 * caller are `Cache-Control: private, no-store` unless the handler set its own.
 */
import type { z } from 'zod';
import { FORBIDDEN_MESSAGE } from '../messages';
import { assertSameOrigin, requireUser, type SessionUser } from '../auth/session';
import { fail, ok } from './envelope';
import { AppError, isAppError } from '../errors';
import { readJsonBody, DEFAULT_BODY_LIMIT } from './body';
import { parseOrThrow } from '../validation/parse';
import { assertCleanUrl } from './nul';
import { requestLocale } from './request-locale';
import { translateApiMessage, translateFieldErrors } from '../i18n/api-messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { BUSY_MESSAGE } from '../ops/busy';
import { settings } from '../config';

export type Access = 'public' | 'user' | 'staff' | 'admin';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type RouteSpec<B extends Schema | undefined, Q extends Schema | undefined> = {
  /** Who may call: anyone, any signed-in user, back-office staff (SELLER, ADMIN), or ADMIN only. */
  access?: Access;
  /** zod schema for the JSON (or url-encoded form) body; the handler gets its output. */
  body?: B;
  /** zod schema for the query string, read as a flat object of strings. */
  query?: Q;
  /** Body ceiling in bytes (413 past it); 32 KB by default. */
  maxBody?: number;
  /** The message of a 400 from body / query validation; by default the first field's message. */
  invalidMessage?: string;
};

type UserFor<A extends Access | undefined> = A extends 'user' | 'staff' | 'admin' ? SessionUser : SessionUser | null;

export type RouteContext<P, B, Q, U> = {
  request: Request;
  params: P;
  body: B;
  query: Q;
  user: U;
};

/** What a handler answers: a Response as it is, or data for the envelope (see reply()). */
export type HandlerResult = Response | Reply<unknown>;

const REPLY = Symbol('reply');
export type Reply<T> = { [REPLY]: true; data: T; message: string; status: number; headers?: HeadersInit };

/** The envelope's data, message and status (200 'OK' by default). */
export function reply<T>(data: T, message = 'OK', status = 200, headers?: HeadersInit): Reply<T> {
  return { [REPLY]: true, data, message, status, headers };
}

function isReply(value: unknown): value is Reply<unknown> {
  return !!value && typeof value === 'object' && REPLY in value;
}

const STAFF_ROLES = new Set(['SELLER', 'ADMIN']);

async function readCaller(request: Request, access: Access): Promise<SessionUser | null> {
  if (access === 'public') return null;
  const user = await requireUser(request);
  if (access === 'staff' && !STAFF_ROLES.has(user.role)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  if (access === 'admin' && user.role !== 'ADMIN') throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  return user;
}

/** A refusal in the caller's language (Accept-Language): the store's Hindi pages read Hindi, everyone else English. */
export function errorResponse(error: unknown, request: Request): Response {
  const locale = requestLocale(request);
  if (isAppError(error)) {
    const headers = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined;
    return fail(
      error.status,
      translateApiMessage(error.message, locale),
      translateFieldErrors(error.errors, locale),
      headers,
      error.data,
    );
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database refuses or lost connections (too many clients, a restart). It clears up by itself.
    console.warn(`[api] ${request.method} ${safePath(request)}: database unavailable (${describe(error)})`);
    return fail(503, translateApiMessage(BUSY_MESSAGE, locale), undefined, {
      'Retry-After': String(settings.busyRetryAfterSeconds()),
    });
  }
  console.error(`[api] ${request.method} ${safePath(request)} failed:`, error);
  return fail(500, translateApiMessage('Something went wrong on our side. Please try again.', locale));
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return String(e.cause?.code ?? e.code ?? 'unknown');
}

function safePath(request: Request): string {
  try {
    return new URL(request.url).pathname.slice(0, 200);
  } catch {
    return '?';
  }
}

export function route<
  P = Record<string, string>,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  A extends Access | undefined = undefined,
>(
  spec: RouteSpec<B, Q> & { access?: A },
  handler: (ctx: RouteContext<P, Out<B>, Out<Q>, UserFor<A>>) => Promise<HandlerResult>,
) {
  const access: Access = spec.access ?? 'public';
  // Next checks each route file's export against its own params (a catch-all's are string[]).
  return async (request: Request, context?: { params?: Promise<unknown> }): Promise<Response> => {
    const response = await answer(request, context);
    // Signed-in answers (and the refusals of signed-in routes) are never kept by a shared cache.
    if (access === 'public' || response.headers.has('Cache-Control')) return response;
    try {
      // In place: a copy would pipe every signed-in answer's body through a second stream.
      response.headers.set('Cache-Control', 'private, no-store');
      return response;
    } catch {
      // A Response.redirect() has read-only headers: copied.
      const marked = new Response(response.body, response);
      marked.headers.set('Cache-Control', 'private, no-store');
      return marked;
    }
  };

  async function answer(request: Request, context?: { params?: Promise<unknown> }): Promise<Response> {
    try {
      assertCleanUrl(request.url);
      assertSameOrigin(request);
      const user = await readCaller(request, access);
      const params = ((await context?.params) ?? {}) as P;
      const query = spec.query
        ? parseOrThrow(spec.query, Object.fromEntries(new URL(request.url).searchParams.entries()), spec.invalidMessage)
        : undefined;
      const body = spec.body
        ? parseOrThrow(spec.body, await readJsonBody(request, spec.maxBody ?? DEFAULT_BODY_LIMIT), spec.invalidMessage)
        : undefined;
      const result = await handler({
        request,
        params,
        body: body as Out<B>,
        query: query as Out<Q>,
        user: user as UserFor<A>,
      });
      if (!isReply(result)) return result;
      // The success line too: a Hindi form shows the server's words ("Account created successfully!").
      const message = translateApiMessage(result.message, requestLocale(request));
      return ok(result.data, message, result.status, result.headers);
    } catch (error) {
      return errorResponse(error, request);
    }
  }
}
