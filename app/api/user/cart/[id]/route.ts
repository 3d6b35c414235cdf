import { removeCartLine } from '@/lib/commerce/cart';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const DELETE = route({ access: 'user' }, async ({ user, params }) => {
  await removeCartLine(user.id, params.id);
  return reply(null, 'Item removed from cart.');
});
