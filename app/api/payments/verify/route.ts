import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { jsonBody } from '@/lib/auth/route';
import { fail, ok } from '@/lib/http/envelope';
import { paymentRoute } from '@/lib/payments/route';
import { fieldErrorsOf, verifyPaymentSchema } from '@/lib/payments/schemas';
import { verifyPayment } from '@/lib/payments/verify-payment';

export const dynamic = 'force-dynamic';

export const POST = paymentRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const parsed = verifyPaymentSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return fail(400, 'Please check the payment details.', fieldErrorsOf(parsed.error));
  return ok(await verifyPayment(user, parsed.data), 'Payment verified');
});
