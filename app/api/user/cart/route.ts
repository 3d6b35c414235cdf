import { addToCart, listCart } from '@/lib/commerce/cart';
import { cartAddSchema } from '@/lib/commerce/input';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await listCart(user.id), 'Cart'));

export const POST = route({ access: 'user', body: cartAddSchema }, async ({ user, body }) =>
  reply(await addToCart(user.id, body), 'Item added to cart!'),
);
