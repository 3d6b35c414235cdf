import { route, reply } from '@/lib/http/route';
import { requestReturn } from '@/lib/fulfilment/shopper';
import { returnRequestSchema } from '@/lib/fulfilment/schemas';
import { orderIn } from '@/lib/commerce/item-names';
import { requestLocale } from '@/lib/http/request-locale';

export const POST = route<{ orderNumber: string }, typeof returnRequestSchema, undefined, 'user'>(
  { access: 'user', body: returnRequestSchema },
  async ({ request, user, params, body }) =>
    reply(
      await orderIn(await requestReturn(user.id, params.orderNumber, body), requestLocale(request)),
      'Your return request has been received.',
    ),
);
