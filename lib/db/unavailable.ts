/**
 * Whether an error means "the database cannot take this request now" rather than "this request is
 * wrong": the server refuses connections (too many clients, starting up or shutting down) or the
 * connection failed or dropped while PostgreSQL restarts. Such a request is answered 503 with
 * Retry-After (lib/http/route.ts, lib/cache/front-door.ts), never a 500: it will work again by
 * itself, because postgres.js opens a fresh connection for the next query.
 *
 * Drizzle wraps a driver's error (DrizzleQueryError) with the original as `cause`: the chain is read.
 */

/** SQLSTATEs: 53300 too_many_connections, 53400 configuration_limit_exceeded, 57P01–57P03 shutdown / starting up. */
const SQLSTATES = new Set(['53300', '53400', '57P01', '57P02', '57P03']);
/** Class 08: connection exception (08000, 08001 cannot connect, 08003, 08004 rejected, 08006 failure). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** What Node's sockets and postgres.js say when a connection cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code) || CONNECTION_CODES.has(code))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
