import { listCustomers } from '@/lib/account/people';
import { peopleQuery } from '@/lib/account/people-schemas';
import { reply, route } from '@/lib/http/route';

/** `q` matches name, e-mail or phone. */
export const GET = route({ access: 'admin', query: peopleQuery }, async ({ user, query }) =>
  reply(await listCustomers(user, query)),
);
