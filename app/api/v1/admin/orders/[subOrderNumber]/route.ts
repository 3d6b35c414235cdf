import { getAdminSubOrder } from '@/lib/commerce/admin-orders';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await getAdminSubOrder(user, params.subOrderNumber)),
);
