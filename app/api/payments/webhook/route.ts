import { fail, ok } from '@/lib/http/envelope';
import { paymentRoute } from '@/lib/payments/route';
import { handleWebhook } from '@/lib/payments/webhook';
import { BodyTooLargeError, readBodyCapped } from '@/lib/security/body';

export const dynamic = 'force-dynamic';

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const POST = paymentRoute(async (request) => {
  let raw: string;
  try {
    // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
    raw = new TextDecoder().decode(await readBodyCapped(request, MAX_WEBHOOK_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return fail(413, 'The request is too large.');
    throw error;
  }
  const outcome = await handleWebhook(
    raw,
    request.headers.get('x-razorpay-signature'),
    request.headers.get('x-razorpay-event-id'),
  );
  return ok(outcome, outcome.handled === 'duplicate' ? 'Event already handled' : 'Event received');
});
