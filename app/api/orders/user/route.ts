import { requireUser } from '@/lib/auth/session';
import { listUserOrders } from '@/lib/commerce/orders';
import { commerceRoute } from '@/lib/commerce/route';
import { ok } from '@/lib/http/envelope';

export const dynamic = 'force-dynamic';

/** The signed-in shopper's orders, newest first. */
export const GET = commerceRoute(async (request) => {
  const user = await requireUser(request);
  return ok(await listUserOrders(user.id), 'Orders');
});
