import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { isResetTokenValid } from '@/lib/auth/password-reset';
import { reply, route } from '@/lib/http/route';
import { resetTokenSchema } from '@/lib/validation/auth';

/** `data.valid` says whether the link can still be used (unknown, used and expired look alike). */
export const POST = route({ body: resetTokenSchema }, async ({ body }) => {
  const valid = await isResetTokenValid(body.token);
  return reply({ valid }, valid ? ACCOUNT_MESSAGES.resetTokenValid : ACCOUNT_MESSAGES.resetTokenInvalid);
});
