import { route, reply } from '@/lib/http/route';
import { getSessionUser, requireUser } from '@/lib/auth/session';
import { confirmCodOrder, confirmCodSchema } from '@/lib/delivery/cod-confirmation';
import { orderIn } from '@/lib/commerce/item-names';
import { requestLocale } from '@/lib/http/request-locale';

/**
 * The buyer's yes to a COD order (design §13). Public so the mail's signed link works signed out; without
 * a token the caller must be signed in (401 otherwise) and own the order. The Origin check still applies.
 */
export const POST = route<{ orderNumber: string }, typeof confirmCodSchema, undefined, 'public'>(
  { access: 'public', body: confirmCodSchema },
  async ({ request, params, body }) => {
    const user = body.token ? await getSessionUser(request) : await requireUser(request);
    const order = await confirmCodOrder(params.orderNumber, { userId: user?.id ?? null, token: body.token });
    return reply(
      await orderIn(order, requestLocale(request)),
      'Thank you! Your order is confirmed and on its way to the seller.',
      200,
      {
        'Cache-Control': 'private, no-store',
      },
    );
  },
);
