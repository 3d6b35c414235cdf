import { ok } from '@/lib/http/envelope';
import { getProfile } from '@/lib/account/profile';
import { accountRoute } from '@/lib/auth/route';
import { requireUser } from '@/lib/auth/session';

export const GET = accountRoute(async (request) => {
  const user = await requireUser(request);
  return ok(await getProfile(user.id), 'OK', 200, { 'Cache-Control': 'private, no-store' });
});
