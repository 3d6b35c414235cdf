import { route, reply } from '@/lib/http/route';
import { requestReturn } from '@/lib/fulfilment/shopper';
import { returnRequestSchema } from '@/lib/fulfilment/schemas';

export const POST = route<{ orderNumber: string }, typeof returnRequestSchema, undefined, 'user'>(
  { access: 'user', body: returnRequestSchema },
  async ({ user, params, body }) =>
    reply(await requestReturn(user.id, params.orderNumber, body), 'Your return request has been received.'),
);
