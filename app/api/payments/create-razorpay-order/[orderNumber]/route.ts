import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { ok } from '@/lib/http/envelope';
import { openProviderOrder } from '@/lib/payments/open-provider-order';
import { paymentRoute } from '@/lib/payments/route';

export const dynamic = 'force-dynamic';

export const POST = paymentRoute<{ orderNumber: string }>(async (request, { orderNumber }) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return ok(await openProviderOrder(user, orderNumber), 'Payment order created');
});
