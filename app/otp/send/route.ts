import { ok } from '@/lib/http/envelope';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin } from '@/lib/auth/session';
import { sendSignupOtp } from '@/lib/auth/signup';
import { clientIp } from '@/lib/security/client-ip';
import { signupEmailSchema } from '@/lib/validation/auth';

/** `POST /otp/send?email=…` (the spec's call has no body; a JSON `email` is accepted too). */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const fromQuery = new URL(request.url).searchParams.get('email');
  const email = fromQuery ?? (await jsonBody(request)).email;
  const input = parseOrThrow(signupEmailSchema, { email });
  await sendSignupOtp(input.email, clientIp(request));
  return ok(null, ACCOUNT_MESSAGES.otpSent);
});
