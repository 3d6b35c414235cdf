import { ok } from '@/lib/http/envelope';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { resetPassword } from '@/lib/auth/password-reset';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { clientIp } from '@/lib/security/client-ip';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const input = parseOrThrow(resetPasswordSchema, await jsonBody(request));
  await resetPassword(input.token, input.newPassword, new Date(), clientIp(request));
  return ok(null, ACCOUNT_MESSAGES.passwordReset);
});
