import { ok } from '@/lib/http/envelope';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { requestPasswordReset } from '@/lib/auth/password-reset';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { clientIp } from '@/lib/security/client-ip';
import { forgotPasswordSchema } from '@/lib/validation/auth';

/** The same answer whether or not the e-mail has an account. */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const { email } = parseOrThrow(forgotPasswordSchema, await jsonBody(request));
  await requestPasswordReset(email, clientIp(request));
  return ok(null, ACCOUNT_MESSAGES.resetRequested);
});
