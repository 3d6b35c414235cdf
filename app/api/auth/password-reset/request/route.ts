import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

/** The same answer whether or not the e-mail has an account. */
export const POST = route({ body: forgotPasswordSchema }, async ({ request, body }) => {
  await requestPasswordReset(body.email, clientIp(request), new Date(), requestLocale(request));
  return reply(null, ACCOUNT_MESSAGES.resetRequested);
});
