import type { z } from 'zod';
import type { AdminProduct, StockResult } from '@/lib/catalog/admin-products';
import type { productCreateSchema, stockChangeSchema } from '@/lib/catalog/admin-schemas';
import type { productEditSchema, variantCreateSchema, variantUpdateSchema } from '@/lib/catalog/variant-schemas';
import type { VariantDto } from '@/lib/catalog/products';
import { apiFetch } from './fetch';
import { recordWrites } from './record-writes';

const PRODUCTS = '/api/v1/admin/products';

/** Products in the back office (app/api/v1/admin/products) and the picture upload its forms share. */
export const adminProductsApi = {
  /** `update` also sets the product's options (`options`), which every pack is then fitted to. */
  ...recordWrites<typeof productCreateSchema, typeof productEditSchema, AdminProduct>(PRODUCTS),
  /** A new count goes through the stock call, which keeps the history and the audit entry. */
  changeStock: (id: number, input: z.input<typeof stockChangeSchema>) =>
    apiFetch<StockResult>(`${PRODUCTS}/${id}/stock`, { method: 'POST', json: input }),
};

/** A product's packs (app/api/v1/admin/products/[id]/variants): each call answers the pack it wrote. */
export const adminVariantsApi = {
  create: (productId: number, input: z.input<typeof variantCreateSchema>) =>
    apiFetch<VariantDto>(`${PRODUCTS}/${productId}/variants`, { method: 'POST', json: input }),
  /** `stock` needs a `stockReason`; `position` moves the pack (0 = first). */
  update: (productId: number, variantId: number, input: z.input<typeof variantUpdateSchema>) =>
    apiFetch<VariantDto>(`${PRODUCTS}/${productId}/variants/${variantId}`, { method: 'PATCH', json: input }),
  remove: (productId: number, variantId: number) =>
    apiFetch<{ id: number }>(`${PRODUCTS}/${productId}/variants/${variantId}`, { method: 'DELETE' }),
};

/** A picture for any back-office form: checked and re-encoded by the server, which answers its URL. */
export const adminImagesApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<{ id: number; url: string }>('/api/v1/admin/images', { method: 'POST', body: form });
  },
};
