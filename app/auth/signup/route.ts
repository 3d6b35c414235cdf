import { ok } from '@/lib/http/envelope';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { signup } from '@/lib/auth/signup';
import { clientIp } from '@/lib/security/client-ip';
import { signupSchema } from '@/lib/validation/auth';

export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const input = parseOrThrow(signupSchema, await jsonBody(request));
  const user = await signup(input, new Date(), clientIp(request));
  return ok(user, ACCOUNT_MESSAGES.signedUp, 201);
});
