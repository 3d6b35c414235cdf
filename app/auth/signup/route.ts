import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { signup } from '@/lib/auth/signup';
import { reply, route } from '@/lib/http/route';
import { signupSchema } from '@/lib/validation/auth';

export const POST = route({ body: signupSchema }, async ({ body }) => reply(await signup(body), ACCOUNT_MESSAGES.signedUp, 201));
