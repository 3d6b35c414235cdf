import { requireUserOrder } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';
import { orderIn } from '@/lib/commerce/item-names';
import { requestLocale } from '@/lib/http/request-locale';

export const dynamic = 'force-dynamic';

/** One of the shopper's own orders; anyone else's number is "not found", like a wrong one. */
export const GET = route({ access: 'user' }, async ({ request, user, params }) =>
  reply(await orderIn(await requireUserOrder(user.id, params.orderNumber), requestLocale(request)), 'Order'),
);
