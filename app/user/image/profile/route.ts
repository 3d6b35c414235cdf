import { AVATAR_MESSAGES, uploadAvatar } from '@/lib/account/avatar';
import { reply, route } from '@/lib/http/route';

/** Multipart with a `file` field, read raw (no `body` schema) with its own 2 MB ceiling. */
export const POST = route({ access: 'user' }, async ({ user, request }) =>
  reply(await uploadAvatar(user.id, request), AVATAR_MESSAGES.updated),
);
