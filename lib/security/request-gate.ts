/**
 * What the server refuses before Next sees a request, decided from the request line and headers
 * alone (no body read, nothing logged):
 * - a method the app does not use (TRACE, TRACK, CONNECT, PROPFIND, …) → 405 with Allow. Next
 *   cannot even build a Request for TRACE and would answer a 500 with a stack trace in the log;
 * - OPTIONS outside /api (pages, static files) → 204 with Allow: there is nothing to negotiate;
 * - a path whose percent-encoding does not decode (`/%`, `/products/%E0%A4%A`) or that carries a
 *   NUL, in the path or the query → 400 (no page or record can be named by it);
 * - a declared body larger than the path's ceiling → 413 (the framework's own /api/auth routes
 *   would otherwise buffer any size; every route's own ceiling still applies underneath).
 * The pure decision is here; lib/cache/front-door.ts applies it to each incoming request.
 */
export type Refusal = { status: number; headers: Record<string, string>; body: string };

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** /api/auth/* (next-auth's sign-in, session, CSRF calls) take a few small form fields. */
export const AUTH_FRAMEWORK_BODY_LIMIT = 16 * 1024;
/**
 * No route but a review write or a catalogue import takes more than an avatar upload (2 MB + form overhead); larger is refused
 * before it is read. Kept a literal so this stays free of the image library (a test pins it to
 * AVATAR_MAX_BYTES).
 */
export const REQUEST_BODY_CEILING = 2 * 1024 * 1024 + 64 * 1024;

/**
 * Writing or editing a review takes up to three photos at once: 3 × 2 MB + form overhead, the same
 * literal as REVIEW_UPLOAD_MAX_BODY in lib/reviews/photos.ts (tests/api/reviews.test.ts pins them).
 */
export const REVIEW_BODY_CEILING = 3 * 2 * 1024 * 1024 + 64 * 1024;

/**
 * The catalogue CSV import takes one file of up to 5 MB + form overhead: CSV_LIMITS.bytes in
 * lib/catalog/csv/columns.ts, kept a literal here for the same reason (tests/unit/request-gate.test.ts pins them).
 */
export const CSV_IMPORT_BODY_CEILING = 5 * 1024 * 1024 + 64 * 1024;

/** The routes that take more than the ceiling, and how much. */
const LARGER_BODIES: [RegExp, number][] = [
  [/^\/api\/(?:products\/[^/]+\/reviews|reviews\/[^/]+)$/, REVIEW_BODY_CEILING],
  [/^\/api\/v1\/admin\/products\/import$/, CSV_IMPORT_BODY_CEILING],
];

export function bodyLimitFor(pathname: string): number {
  if (pathname === '/api/auth' || pathname.startsWith('/api/auth/')) return AUTH_FRAMEWORK_BODY_LIMIT;
  return LARGER_BODIES.find(([path]) => path.test(pathname))?.[1] ?? REQUEST_BODY_CEILING;
}

function refusal(status: number, message: string, isApi: boolean, headers: Record<string, string> = {}): Refusal {
  if (!isApi) return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: message };
  return {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ status, message, data: null }),
  };
}

function decodes(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\u0000');
  } catch {
    return false;
  }
}

export function refuseEarly(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): Refusal | null {
  const url = rawUrl ?? '/';
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q + 1);
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const verb = (method ?? '').toUpperCase();

  if (!ALLOWED_METHODS.includes(verb)) {
    return refusal(405, 'Method not allowed.', isApi, { Allow: ALLOWED_METHODS.join(', ') });
  }
  if (!decodes(pathname) || !decodes(search.replace(/\+/g, ' '))) {
    return refusal(400, 'The address is not valid.', isApi);
  }
  if (verb === 'OPTIONS' && !isApi) return { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' }, body: '' };
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > bodyLimitFor(pathname)) {
    return refusal(413, 'The request is too large.', isApi, { Connection: 'close' });
  }
  return null;
}
