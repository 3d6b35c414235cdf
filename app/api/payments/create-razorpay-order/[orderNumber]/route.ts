import { reply, route } from '@/lib/http/route';
import { openProviderOrder } from '@/lib/payments/open-provider-order';

export const dynamic = 'force-dynamic';

export const POST = route({ access: 'user' }, async ({ user, params }) =>
  reply(await openProviderOrder(user, params.orderNumber), 'Payment order created'),
);
