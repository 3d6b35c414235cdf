import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { resetPassword } from '@/lib/auth/password-reset';
import { reply, route } from '@/lib/http/route';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = route({ body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body.token, body.newPassword);
  return reply(null, ACCOUNT_MESSAGES.passwordReset);
});
