import { serializeSessionCookie } from '@/lib/auth/cookie';
import { logIn } from '@/lib/auth/login';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { loginSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

/** Answers the session token in `data` (for API clients) and sets it as the httpOnly cookie. */
export const POST = route({ body: loginSchema }, async ({ request, body }) => {
  const { token, cookieMaxAge } = await logIn(body, clientIp(request), requestLocale(request));
  return reply(token, ACCOUNT_MESSAGES.loggedIn, 200, {
    'Set-Cookie': serializeSessionCookie(token, cookieMaxAge),
    'Cache-Control': 'no-store',
  });
});
