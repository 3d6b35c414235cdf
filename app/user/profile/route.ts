import { ok } from '@/lib/http/envelope';
import { getProfile, updateProfileDetails } from '@/lib/account/profile';
import { reply, route } from '@/lib/http/route';
import { profileDetailsSchema } from '@/lib/validation/auth';
import { accountRoute } from '@/lib/auth/route';
import { requireUser } from '@/lib/auth/session';

export const GET = accountRoute(async (request) => {
  const user = await requireUser(request);
  return ok(await getProfile(user.id), 'OK', 200, { 'Cache-Control': 'private, no-store' });
});

export const PUT = route({ access: 'user', body: profileDetailsSchema }, async ({ user, body }) =>
  reply(await updateProfileDetails(user.id, body), 'Profile updated successfully!'),
);
