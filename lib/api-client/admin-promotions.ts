import type { z } from 'zod';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { promotionCreateSchema, promotionUpdateSchema } from '@/lib/offers/promotion-schemas';
import { apiFetch } from './fetch';

const PROMOTIONS = '/api/v1/admin/promotions';

/** The seller's promotions in the back office (app/api/v1/admin/promotions); pause and resume are `active`. */
export const adminPromotionsApi = {
  create: (input: z.input<typeof promotionCreateSchema>) =>
    apiFetch<AdminPromotion>(PROMOTIONS, { method: 'POST', json: input }),
  update: (id: number, input: z.input<typeof promotionUpdateSchema>) =>
    apiFetch<AdminPromotion>(`${PROMOTIONS}/${id}`, { method: 'PATCH', json: input }),
};
