import { getProfile } from '@/lib/account/profile';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await getProfile(user.id)));
