import { getProfile, updateProfileDetails } from '@/lib/account/profile';
import { reply, route } from '@/lib/http/route';
import { profileDetailsSchema } from '@/lib/validation/auth';
import { requestLocale } from '@/lib/http/request-locale';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await getProfile(user.id)));

export const PUT = route({ access: 'user', body: profileDetailsSchema }, async ({ request, user, body }) =>
  reply(await updateProfileDetails(user.id, body, requestLocale(request)), 'Profile updated successfully!'),
);
