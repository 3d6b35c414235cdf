import { changePasswordInSession } from '@/lib/auth/change-password';
import { serializeSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { usesCookie } from '@/lib/auth/session';
import { reply, route } from '@/lib/http/route';
import { changePasswordSchema } from '@/lib/validation/auth';

/**
 * Other sessions end (token version); this one gets a fresh token with the same end: the cookie
 * for a browser, `data.token` for a bearer client.
 */
export const PATCH = route({ access: 'user', body: changePasswordSchema }, async ({ request, body }) => {
  const { token, cookieMaxAge } = await changePasswordInSession(request, body);
  if (usesCookie(request)) {
    return reply(null, ACCOUNT_MESSAGES.passwordChanged, 200, {
      'Set-Cookie': serializeSessionCookie(token, cookieMaxAge),
    });
  }
  return reply({ token }, ACCOUNT_MESSAGES.passwordChanged);
});
