import { adminOrderQuery, listAdminSubOrders } from '@/lib/commerce/admin-orders';
import { reply, route } from '@/lib/http/route';

/** The queue of sub-orders, newest first: `status`, `q` (order number, customer or phone), `page`, `size`. */
export const GET = route({ access: 'staff', query: adminOrderQuery }, async ({ user, query }) =>
  reply(await listAdminSubOrders(user, query)),
);
