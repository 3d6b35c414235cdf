/**
 * apiRoute() plus the account errors: AccountError and RateLimitedError become their envelope
 * (429 with Retry-After), AuthError the 401/403 one, anything else a logged 500.
 */
import { apiRoute } from '../http/handler';
import { fail } from '../http/envelope';
import { RateLimitedError } from '../security/rate-limit';
import { readJsonBody } from '../http/body';
import type { z } from 'zod';
import { parseWith } from '../validation/fields';
import { AccountError } from './errors';

type Handler<P> = (request: Request, params: P) => Promise<Response>;

export function accountRoute<P = Record<string, string>>(handler: Handler<P>) {
  return apiRoute<P>(async (request, params) => {
    try {
      return await handler(request, params);
    } catch (error) {
      if (error instanceof RateLimitedError || (error as Error)?.name === 'RateLimitedError') {
        const e = error as RateLimitedError;
        return fail(429, e.message, undefined, { 'Retry-After': String(e.retryAfter) });
      }
      if (error instanceof AccountError || (error as Error)?.name === 'AccountError') {
        const e = error as AccountError;
        return fail(e.status, e.message, e.errors, e.retryAfter ? { 'Retry-After': String(e.retryAfter) } : undefined);
      }
      throw error;
    }
  });
}

/**
 * The JSON (or url-encoded form) body of a request, at most 32 KB; {} when it is missing or not
 * an object, so the schema reports the missing fields. A NUL anywhere in it is a 400.
 */
export const jsonBody = (request: Request) => readJsonBody(request);

/** The schema's output, or a 400 whose `errors` name each field's first message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = parseWith(schema, input);
  if (!parsed.ok) throw new AccountError(400, parsed.message, parsed.errors);
  return parsed.data;
}
