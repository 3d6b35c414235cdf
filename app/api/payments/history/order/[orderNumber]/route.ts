import { requireUser } from '@/lib/auth/session';
import { ok } from '@/lib/http/envelope';
import { getPaymentHistory } from '@/lib/payments/history';
import { paymentRoute } from '@/lib/payments/route';

export const dynamic = 'force-dynamic';

export const GET = paymentRoute<{ orderNumber: string }>(async (request, { orderNumber }) => {
  const user = await requireUser(request);
  return ok(await getPaymentHistory(user.id, orderNumber), 'Payment history fetched', 200, {
    'Cache-Control': 'private, no-store',
  });
});
