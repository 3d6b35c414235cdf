import { createStaffUser, listStaffMembers } from '@/lib/account/people';
import { peopleQuery, staffCreateSchema } from '@/lib/account/people-schemas';
import { reply, route } from '@/lib/http/route';

/** Admins and sellers' members. */
export const GET = route({ access: 'admin', query: peopleQuery }, async ({ user, query }) =>
  reply(await listStaffMembers(user, query)),
);

/** `{email, name, phone, password, role, sellerSlug?}` */
export const POST = route({ access: 'admin', body: staffCreateSchema }, async ({ user, body }) =>
  reply(await createStaffUser(user, body), 'Staff account created', 201),
);
