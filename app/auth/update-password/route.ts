import { ok } from '@/lib/http/envelope';
import { changePassword } from '@/lib/auth/change-password';
import { serializeSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin, requireSession, usesCookie } from '@/lib/auth/session';
import { mintSessionToken } from '@/lib/auth/token';
import { changePasswordSchema } from '@/lib/validation/auth';

/**
 * Other sessions end (token version); this one gets a fresh token with the same end: the cookie
 * for a browser, `data.token` for a bearer client.
 */
export const PATCH = accountRoute(async (request) => {
  assertSameOrigin(request);
  const { user, claims } = await requireSession(request);
  const input = parseOrThrow(changePasswordSchema, await jsonBody(request));
  const updated = await changePassword(user.id, input);
  const { token, cookieMaxAge } = await mintSessionToken(updated, claims.rem === true, new Date(), claims.abs);
  if (usesCookie(request)) {
    const response = ok(null, ACCOUNT_MESSAGES.passwordChanged);
    response.headers.append('Set-Cookie', serializeSessionCookie(token, cookieMaxAge));
    return response;
  }
  return ok({ token }, ACCOUNT_MESSAGES.passwordChanged);
});
