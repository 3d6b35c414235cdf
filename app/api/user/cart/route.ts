import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { addToCart, listCart } from '@/lib/commerce/cart';
import { parseCartAdd } from '@/lib/commerce/input';
import { commerceRoute, jsonBody } from '@/lib/commerce/route';
import { fail, ok } from '@/lib/http/envelope';

export const dynamic = 'force-dynamic';

export const GET = commerceRoute(async (request) => {
  const user = await requireUser(request);
  return ok(await listCart(user.id), 'Cart');
});

export const POST = commerceRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const parsed = parseCartAdd(await jsonBody(request));
  if (!parsed.ok) return fail(400, parsed.message, parsed.errors);
  return ok(await addToCart(user.id, parsed.data), 'Item added to cart!');
});
