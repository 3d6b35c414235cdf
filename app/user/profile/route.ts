import { getProfile, updateProfileDetails } from '@/lib/account/profile';
import { reply, route } from '@/lib/http/route';
import { profileDetailsSchema } from '@/lib/validation/auth';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await getProfile(user.id)));

export const PUT = route({ access: 'user', body: profileDetailsSchema }, async ({ user, body }) =>
  reply(await updateProfileDetails(user.id, body), 'Profile updated successfully!'),
);
