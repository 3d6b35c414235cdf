import { avatarResponse } from '@/lib/account/avatar';
import { route } from '@/lib/http/route';

/** An image, not the envelope (its errors still are): see avatarResponse for the caching rules. */
export const GET = route({ access: 'user' }, async ({ user, request }) => avatarResponse(user, request));
