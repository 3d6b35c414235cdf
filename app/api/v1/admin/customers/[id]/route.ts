import { getCustomer, setUserStatus } from '@/lib/account/people';
import { userStatusSchema } from '@/lib/account/people-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'admin' }, async ({ user, params }) => reply(await getCustomer(user, params.id)));

/** `{status: 'BLOCKED' | 'ACTIVE'}`: a blocked customer cannot sign in, and is signed out. */
export const PATCH = route({ access: 'admin', body: userStatusSchema }, async ({ user, params, body }) =>
  reply(
    await setUserStatus(user, params.id, body.status),
    body.status === 'BLOCKED' ? 'Customer blocked' : 'Customer unblocked',
  ),
);
