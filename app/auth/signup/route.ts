import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { signup } from '@/lib/auth/signup';
import { reply, route } from '@/lib/http/route';
import { clientIp } from '@/lib/security/client-ip';
import { signupSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

export const POST = route({ body: signupSchema }, async ({ request, body }) =>
  reply(await signup(body, new Date(), clientIp(request), requestLocale(request)), ACCOUNT_MESSAGES.signedUp, 201),
);
