import { ok } from '@/lib/http/envelope';
import { serializeSessionCookie } from '@/lib/auth/cookie';
import { AccountError } from '@/lib/auth/errors';
import { authenticate } from '@/lib/auth/login';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { mintSessionToken } from '@/lib/auth/token';
import { clientIp } from '@/lib/security/client-ip';
import { loginSchema, MESSAGES } from '@/lib/validation/auth';

/** Answers the session token in `data` (for API clients) and sets it as the httpOnly cookie. */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const input = parseOrThrow(loginSchema, await jsonBody(request));
  const user = await authenticate(input, clientIp(request));
  if (input.role !== user.role) throw new AccountError(401, MESSAGES.invalidCredentials);
  const { token, cookieMaxAge } = await mintSessionToken(user, input.remember);
  const response = ok(token, ACCOUNT_MESSAGES.loggedIn);
  response.headers.append('Set-Cookie', serializeSessionCookie(token, cookieMaxAge));
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
