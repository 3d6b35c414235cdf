import { priceCheckout } from '@/lib/offers/checkout-price';
import { checkoutPriceSchema } from '@/lib/offers/price-json';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Prices the shopper's lines with the running offers and a typed code (design §11); never places anything. */
export const POST = route({ access: 'user', body: checkoutPriceSchema }, async ({ user, body }) =>
  reply(await priceCheckout(user.id, body), 'Priced'),
);
