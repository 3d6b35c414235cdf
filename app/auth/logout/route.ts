import { ok } from '@/lib/http/envelope';
import { clearSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';

/** Clears the session cookie. (A bearer client logs out by forgetting its token.) */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const response = ok(null, ACCOUNT_MESSAGES.loggedOut);
  response.headers.append('Set-Cookie', clearSessionCookie());
  return response;
});
