import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { promotionCreateSchema, promotionUpdateSchema } from '@/lib/offers/promotion-schemas';
import { recordWrites } from './record-writes';

const PROMOTIONS = '/api/v1/admin/promotions';

/** The seller's promotions in the back office (app/api/v1/admin/promotions); pause and resume are `active`. */
export const adminPromotionsApi = recordWrites<
  typeof promotionCreateSchema,
  typeof promotionUpdateSchema,
  AdminPromotion
>(PROMOTIONS);
