import { ok } from '@/lib/http/envelope';
import { clearSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { endSession } from '@/lib/auth/logout';

/** Ends the session server-side (cookie or Bearer) and clears the cookie. */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  await endSession(request);
  const response = ok(null, ACCOUNT_MESSAGES.loggedOut);
  response.headers.append('Set-Cookie', clearSessionCookie());
  return response;
});
