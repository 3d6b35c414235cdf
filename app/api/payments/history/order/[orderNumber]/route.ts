import { reply, route } from '@/lib/http/route';
import { getPaymentHistory } from '@/lib/payments/history';

export const dynamic = 'force-dynamic';

export const GET = route({ access: 'user' }, async ({ user, params }) =>
  reply(await getPaymentHistory(user.id, params.orderNumber), 'Payment history fetched'),
);
