import { createPromotion, listPromotions } from '@/lib/offers/admin-promotions';
import { promotionCreateSchema, promotionListQuery } from '@/lib/offers/promotion-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff', query: promotionListQuery }, async ({ user, query }) =>
  reply(await listPromotions(user, query)),
);

export const POST = route({ access: 'staff', body: promotionCreateSchema }, async ({ user, body }) =>
  reply(await createPromotion(user, body), 'Promotion created', 201),
);
