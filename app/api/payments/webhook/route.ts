import { readBodyCapped } from '@/lib/http/body';
import { reply, route } from '@/lib/http/route';
import { handleWebhook } from '@/lib/payments/webhook';

export const dynamic = 'force-dynamic';

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** No `body` schema: the signature covers the exact bytes sent, so the body is read raw, never re-serialised. */
export const POST = route({}, async ({ request }) => {
  const raw = new TextDecoder().decode(await readBodyCapped(request, MAX_WEBHOOK_BYTES));
  const outcome = await handleWebhook(
    raw,
    request.headers.get('x-razorpay-signature'),
    request.headers.get('x-razorpay-event-id'),
  );
  return reply(outcome, outcome.handled === 'duplicate' ? 'Event already handled' : 'Event received');
});
