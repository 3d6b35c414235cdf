import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { jsonBody } from '@/lib/auth/route';
import { fail, ok } from '@/lib/http/envelope';
import { paymentRoute } from '@/lib/payments/route';
import { sandboxPay } from '@/lib/payments/sandbox-gateway';
import { fieldErrorsOf, sandboxPaySchema } from '@/lib/payments/schemas';

export const dynamic = 'force-dynamic';

/** The sandbox checkout dialog's Pay / Fail buttons (sandbox mode only; 404 otherwise). */
export const POST = paymentRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const parsed = sandboxPaySchema.safeParse(await jsonBody(request));
  if (!parsed.success) return fail(400, 'Please check the payment details.', fieldErrorsOf(parsed.error));
  return ok(await sandboxPay(user, parsed.data), 'Sandbox payment processed');
});
