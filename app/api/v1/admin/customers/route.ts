import { listCustomers } from '@/lib/account/people';
import { customersQuery } from '@/lib/account/people-schemas';
import { reply, route } from '@/lib/http/route';

/** `q` matches name, e-mail or phone; `codBarred=true` lists only the customers barred from cash on delivery. */
export const GET = route({ access: 'admin', query: customersQuery }, async ({ user, query }) =>
  reply(await listCustomers(user, query)),
);
