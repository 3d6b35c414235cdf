import { changeStaffRole, removeStaffUser } from '@/lib/account/people';
import { staffUpdateSchema } from '@/lib/account/people-schemas';
import { reply, route } from '@/lib/http/route';

/** `{role, sellerSlug?}`: a new role; CUSTOMER removes them from the staff. */
export const PATCH = route({ access: 'admin', body: staffUpdateSchema }, async ({ user, params, body }) =>
  reply(await changeStaffRole(user, params.id, body), 'Role changed'),
);

export const DELETE = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await removeStaffUser(user, params.id), 'Removed from the staff'),
);
