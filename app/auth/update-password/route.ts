import { changePasswordInSession } from '@/lib/auth/change-password';
import { serializeSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { usesCookie } from '@/lib/auth/session';
import { reply, route } from '@/lib/http/route';
import { changePasswordSchema } from '@/lib/validation/auth';

/** The new token goes where this session keeps it: the cookie for a browser, `data.token` for a bearer client. */
export const PATCH = route({ access: 'user', body: changePasswordSchema }, async ({ request, body }) => {
  const { token, maxAge } = await changePasswordInSession(request, body);
  if (usesCookie(request)) {
    return reply(null, ACCOUNT_MESSAGES.passwordChanged, 200, { 'Set-Cookie': serializeSessionCookie(token, maxAge) });
  }
  return reply({ token }, ACCOUNT_MESSAGES.passwordChanged);
});
