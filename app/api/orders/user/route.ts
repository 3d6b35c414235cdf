import { listUserOrders } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** The signed-in shopper's orders, newest first. */
export const GET = route({ access: 'user' }, async ({ user }) => reply(await listUserOrders(user.id), 'Orders'));
