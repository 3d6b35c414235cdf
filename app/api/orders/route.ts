import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { parseIdempotencyKey, parsePlaceOrder } from '@/lib/commerce/input';
import { getUserOrder } from '@/lib/commerce/orders';
import { placeOrder } from '@/lib/commerce/place-order';
import { commerceRoute, jsonBody } from '@/lib/commerce/route';
import { fail, ok } from '@/lib/http/envelope';

export const dynamic = 'force-dynamic';

/** Places an order; the answer's data.orderNumber is what the checkout navigates with. */
export const POST = commerceRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const key = parseIdempotencyKey(request);
  if (!key.ok) return fail(400, 'Idempotency-Key must be 1-200 visible characters.');
  const parsed = parsePlaceOrder(await jsonBody(request));
  if (!parsed.ok) return fail(400, parsed.message, parsed.errors);
  const placed = await placeOrder(getDb(), user, parsed.data, { idempotencyKey: key.key });
  const order = await getUserOrder(user.id, placed.orderNumber);
  return ok(order, placed.replayed ? 'Order already placed' : 'Order placed', placed.replayed ? 200 : 201);
});
