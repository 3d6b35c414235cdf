import { clearSessionCookie } from '@/lib/auth/cookie';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { reply, route } from '@/lib/http/route';

/** Clears the session cookie. (A bearer client logs out by forgetting its token.) */
export const POST = route({}, async () => reply(null, ACCOUNT_MESSAGES.loggedOut, 200, { 'Set-Cookie': clearSessionCookie() }));
