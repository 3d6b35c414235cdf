import { requireUser } from '@/lib/auth/session';
import { isOrderNumber } from '@/lib/commerce/order-number';
import { getUserOrder } from '@/lib/commerce/orders';
import { commerceRoute } from '@/lib/commerce/route';
import { fail, ok } from '@/lib/http/envelope';

export const dynamic = 'force-dynamic';

/** One of the shopper's own orders; anyone else's number is "not found", like a wrong one. */
export const GET = commerceRoute<{ orderNumber: string }>(async (request, { orderNumber }) => {
  const user = await requireUser(request);
  const number = orderNumber?.toUpperCase();
  const order = isOrderNumber(number) ? await getUserOrder(user.id, number) : null;
  return order ? ok(order, 'Order') : fail(404, 'Order not found.');
});
