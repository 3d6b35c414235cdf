import { readAdvertised, toPublicPromotion } from '@/lib/offers/public';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

/** The advertised offers running now, with their terms (design §11): anyone may read them. */
export const GET = route({}, async () => {
  const { running } = await readAdvertised();
  return reply(running.map(toPublicPromotion), 'Promotions fetched', 200, PUBLIC_CACHE);
});
