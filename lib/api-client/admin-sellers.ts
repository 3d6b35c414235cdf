import type { z } from 'zod';
import type { sellerInputSchema, sellerUpdateSchema } from '@/lib/catalog/seller-schemas';
import type { SellerJson } from '@/lib/catalog/sellers';
import { apiFetch } from './fetch';

const path = '/api/v1/admin/sellers';

/** The back office's seller writes. */
export const adminSellersApi = {
  create: (input: z.input<typeof sellerInputSchema>) => apiFetch<SellerJson>(path, { method: 'POST', json: input }),
  update: (id: number, input: z.input<typeof sellerUpdateSchema>) =>
    apiFetch<SellerJson>(`${path}/${id}`, { method: 'PATCH', json: input }),
};
