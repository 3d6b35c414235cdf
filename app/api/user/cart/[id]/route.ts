import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { removeCartLine } from '@/lib/commerce/cart';
import { parsePathId } from '@/lib/commerce/input';
import { commerceRoute } from '@/lib/commerce/route';
import { fail, ok } from '@/lib/http/envelope';

export const dynamic = 'force-dynamic';

export const DELETE = commerceRoute<{ id: string }>(async (request, { id }) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const lineId = parsePathId(id);
  if (lineId === null) return fail(404, 'Cart item not found.');
  await removeCartLine(user.id, lineId);
  return ok(null, 'Item removed from cart.');
});
