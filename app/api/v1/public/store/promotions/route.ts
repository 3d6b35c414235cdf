import { readAdvertised, toPublicPromotion } from '@/lib/offers/public';
import { localizeOffers } from '@/lib/i18n/content';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { requestLocale } from '@/lib/http/request-locale';
import { reply, route } from '@/lib/http/route';

/**
 * The advertised offers running now, with their terms (design §11), in the caller's language (the
 * page's, which apiFetch sends as Accept-Language): anyone may read them.
 */
export const GET = route({}, async ({ request }) => {
  const { running } = await readAdvertised();
  const offers = localizeOffers(running, requestLocale(request)).map(toPublicPromotion);
  return reply(offers, 'Promotions fetched', 200, { ...PUBLIC_CACHE, Vary: 'Accept-Language' });
});
