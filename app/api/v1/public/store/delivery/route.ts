import { deliveryPromise, deliveryQuerySchema } from '@/lib/delivery/promise';
import { reply, route } from '@/lib/http/route';

/** The same answer for everyone asking about a PIN code; a settings change shows within five minutes. */
const DELIVERY_CACHE = { 'Cache-Control': 'public, max-age=300' };

export const GET = route({ query: deliveryQuerySchema }, async ({ query }) =>
  reply(await deliveryPromise(query), 'Delivery checked', 200, DELIVERY_CACHE),
);
