import { fail } from './envelope';
import { isAppError } from './errors';
import { assertCleanUrl } from './nul';

type Ctx<P> = { params: Promise<P> };

/**
 * Wraps a route handler so an unexpected error becomes a 500 in the envelope (logged on
 * the server, never the stack to the client) instead of Next's HTML error page. An AuthError
 * (requireUser, assertSameOrigin) becomes the 401/403 envelope.
 */
export function apiRoute<P = Record<string, string>>(
  handler: (request: Request, params: P) => Promise<Response>,
) {
  return async (request: Request, context: Ctx<P>) => {
    try {
      assertCleanUrl(request.url);
      const response = await handler(request, (await context?.params) ?? ({} as P));
      // An answer to a request that carried credentials may be about that person: never stored
      // by a browser or a shared cache (route() does the same by access level).
      if (carriesCredentials(request) && !response.headers.has('Cache-Control')) {
        response.headers.set('Cache-Control', 'private, no-store');
      }
      return response;
    } catch (error) {
      if (isAppError(error)) {
        return fail(error.status, error.message, error.errors, error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined);
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return fail(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

function carriesCredentials(request: Request): boolean {
  return request.headers.has('authorization') || /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token=/.test(request.headers.get('cookie') ?? '');
}

/** Slugs are short, lowercase, hyphenated; anything else cannot name a record. */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
