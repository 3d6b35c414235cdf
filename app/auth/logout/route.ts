import { clearSessionCookie } from '@/lib/auth/cookie';
import { endSession } from '@/lib/auth/logout';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { reply, route } from '@/lib/http/route';

/** Ends the session server-side (cookie or Bearer) and clears the cookie. */
export const POST = route({}, async ({ request }) => {
  await endSession(request);
  return reply(null, ACCOUNT_MESSAGES.loggedOut, 200, { 'Set-Cookie': clearSessionCookie() });
});
