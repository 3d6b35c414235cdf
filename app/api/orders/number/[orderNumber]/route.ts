import { requireUserOrder } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** One of the shopper's own orders; anyone else's number is "not found", like a wrong one. */
export const GET = route({ access: 'user' }, async ({ user, params }) =>
  reply(await requireUserOrder(user.id, params.orderNumber), 'Order'),
);
