import { priceCheckout } from '@/lib/offers/checkout-price';
import { checkoutPriceSchema } from '@/lib/offers/price-json';
import { priceJsonIn } from '@/lib/offers/price-json-in';
import { requestLocale } from '@/lib/http/request-locale';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Prices the shopper's lines with the running offers and a typed code (design §11); never places anything. */
export const POST = route({ access: 'user', body: checkoutPriceSchema }, async ({ request, user, body }) => {
  const locale = requestLocale(request);
  return reply(priceJsonIn(await priceCheckout(user.id, body, { locale }), locale), 'Priced');
});
