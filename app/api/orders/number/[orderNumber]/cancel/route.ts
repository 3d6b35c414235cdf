import { route, reply } from '@/lib/http/route';
import { cancelOrder } from '@/lib/fulfilment/shopper';
import { cancelOrderSchema } from '@/lib/fulfilment/schemas';

export const POST = route<{ orderNumber: string }, typeof cancelOrderSchema, undefined, 'user'>(
  { access: 'user', body: cancelOrderSchema },
  async ({ user, params, body }) =>
    reply(await cancelOrder(user.id, params.orderNumber, body.reason), 'Your order has been cancelled.'),
);
