import { removeCartLine, setCartLineQuantity } from '@/lib/commerce/cart';
import { cartQuantitySchema } from '@/lib/commerce/input';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const PATCH = route({ access: 'user', body: cartQuantitySchema }, async ({ user, params, body }) =>
  reply(await setCartLineQuantity(user.id, params.id ?? '', body.quantity), 'Quantity updated.'),
);

export const DELETE = route({ access: 'user' }, async ({ user, params }) => {
  await removeCartLine(user.id, params.id);
  return reply(null, 'Item removed from cart.');
});
