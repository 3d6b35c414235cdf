import { reply, route } from '@/lib/http/route';
import { PAYMENT_DETAILS_INVALID, verifyPaymentSchema } from '@/lib/payments/schemas';
import { verifyPayment } from '@/lib/payments/verify-payment';

export const dynamic = 'force-dynamic';

export const POST = route(
  { access: 'user', body: verifyPaymentSchema, invalidMessage: PAYMENT_DETAILS_INVALID },
  async ({ user, body }) => reply(await verifyPayment(user, body), 'Payment verified'),
);
