import { reply, route } from '@/lib/http/route';
import { sandboxPay } from '@/lib/payments/sandbox-gateway';
import { PAYMENT_DETAILS_INVALID, sandboxPaySchema } from '@/lib/payments/schemas';

export const dynamic = 'force-dynamic';

/** The sandbox checkout dialog's Pay / Fail buttons (sandbox mode only; 404 otherwise). */
export const POST = route(
  { access: 'user', body: sandboxPaySchema, invalidMessage: PAYMENT_DETAILS_INVALID },
  async ({ user, body }) => reply(await sandboxPay(user, body), 'Sandbox payment processed'),
);
