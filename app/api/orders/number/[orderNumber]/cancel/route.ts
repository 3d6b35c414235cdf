import { route, reply } from '@/lib/http/route';
import { cancelOrder } from '@/lib/fulfilment/shopper';
import { cancelOrderSchema } from '@/lib/fulfilment/schemas';
import { orderIn } from '@/lib/commerce/item-names';
import { requestLocale } from '@/lib/http/request-locale';

export const POST = route<{ orderNumber: string }, typeof cancelOrderSchema, undefined, 'user'>(
  { access: 'user', body: cancelOrderSchema },
  async ({ request, user, params, body }) =>
    reply(
      await orderIn(await cancelOrder(user.id, params.orderNumber, body.reason), requestLocale(request)),
      'Your order has been cancelled.',
    ),
);
