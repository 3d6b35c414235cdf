import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { requestSignupOtp } from '@/lib/auth/signup';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { otpSendBodySchema, otpSendQuerySchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

export const POST = route({ query: otpSendQuerySchema, body: otpSendBodySchema }, async ({ request, query, body }) => {
  await requestSignupOtp(query.email ?? body.email, clientIp(request), requestLocale(request));
  return reply(null, ACCOUNT_MESSAGES.otpSent);
});
