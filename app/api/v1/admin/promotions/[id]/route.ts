import { getPromotion, updatePromotion } from '@/lib/offers/admin-promotions';
import { promotionUpdateSchema } from '@/lib/offers/promotion-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff' }, async ({ user, params }) => reply(await getPromotion(user, params.id)));

export const PATCH = route({ access: 'staff', body: promotionUpdateSchema }, async ({ user, params, body }) =>
  reply(await updatePromotion(user, params.id, body), 'Promotion updated'),
);
