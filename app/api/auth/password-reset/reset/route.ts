import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { resetPassword } from '@/lib/auth/password-reset';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { resetPasswordSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

export const POST = route({ body: resetPasswordSchema }, async ({ request, body }) => {
  await resetPassword(body.token, body.newPassword, new Date(), clientIp(request), requestLocale(request));
  return reply(null, ACCOUNT_MESSAGES.passwordReset);
});
