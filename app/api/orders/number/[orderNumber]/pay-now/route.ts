import { reply, route } from '@/lib/http/route';
import { openPayNowOrder } from '@/lib/payments/pay-now';

export const dynamic = 'force-dynamic';

export const POST = route({ access: 'user' }, async ({ user, params }) =>
  reply(await openPayNowOrder(user, params.orderNumber), 'Payment order created'),
);
