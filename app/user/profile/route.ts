import { getProfile, updateProfileDetails } from '@/lib/account/profile';
import { reply, route } from '@/lib/http/route';
import { profileDetailsSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await getProfile(user.id)));

export const PUT = route({ access: 'user', body: profileDetailsSchema }, async ({ request, user, body }) =>
  reply(
    // The page's language, when the caller names one: a client that sends none leaves the account's as it was.
    await updateProfileDetails(
      user.id,
      body,
      request.headers.has('accept-language') ? requestLocale(request) : undefined,
    ),
    'Profile updated successfully!',
  ),
);
