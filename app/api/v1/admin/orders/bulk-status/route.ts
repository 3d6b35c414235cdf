import { route, reply } from '@/lib/http/route';
import { moveSubOrders } from '@/lib/fulfilment/bulk';
import { bulkStatusSchema } from '@/lib/fulfilment/schemas';

export const POST = route({ access: 'staff', body: bulkStatusSchema }, async ({ user, body }) => {
  const result = await moveSubOrders(user, body);
  return reply(result, `${result.moved.length} moved to ${body.status}, ${result.refused.length} refused.`);
});
