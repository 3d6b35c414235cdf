import { route, reply } from '@/lib/http/route';
import { moveSubOrder } from '@/lib/fulfilment/fulfil';
import { subOrderStatusSchema } from '@/lib/fulfilment/schemas';

export const POST = route<{ subOrderNumber: string }, typeof subOrderStatusSchema, undefined, 'staff'>(
  { access: 'staff', body: subOrderStatusSchema },
  async ({ user, params, body }) =>
    reply(await moveSubOrder(user, params.subOrderNumber, body), `Order moved to ${body.status}.`),
);
