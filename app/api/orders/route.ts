import { idempotencyKeyOf, placeOrderSchema } from '@/lib/commerce/input';
import { placeUserOrder } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';
import { requestLocale } from '@/lib/http/request-locale';
import { orderIn } from '@/lib/commerce/item-names';

export const dynamic = 'force-dynamic';

/** Places an order in the request's language (its mails follow it); data.orderNumber is what the checkout navigates with. */
export const POST = route({ access: 'user', body: placeOrderSchema }, async ({ request, user, body }) => {
  const { order, replayed } = await placeUserOrder(user.id, body, idempotencyKeyOf(request), requestLocale(request));
  return reply(
    await orderIn(order, requestLocale(request)),
    replayed ? 'Order already placed' : 'Order placed',
    replayed ? 200 : 201,
  );
});
