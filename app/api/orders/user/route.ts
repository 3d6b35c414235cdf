import { listUserOrders } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';
import { ordersIn } from '@/lib/commerce/item-names';
import { requestLocale } from '@/lib/http/request-locale';

export const dynamic = 'force-dynamic';

/** The signed-in shopper's orders, newest first. */
export const GET = route({ access: 'user' }, async ({ request, user }) =>
  reply(await ordersIn(await listUserOrders(user.id), requestLocale(request)), 'Orders'),
);
