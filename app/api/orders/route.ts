import { idempotencyKeyOf, placeOrderSchema } from '@/lib/commerce/input';
import { placeUserOrder } from '@/lib/commerce/orders';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Places an order; the answer's data.orderNumber is what the checkout navigates with. */
export const POST = route({ access: 'user', body: placeOrderSchema }, async ({ request, user, body }) => {
  const { order, replayed } = await placeUserOrder(user.id, body, idempotencyKeyOf(request));
  return reply(order, replayed ? 'Order already placed' : 'Order placed', replayed ? 200 : 201);
});
