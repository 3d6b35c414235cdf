import type { z } from 'zod';
import type { AdminProduct, StockResult } from '@/lib/catalog/admin-products';
import type { productCreateSchema, productUpdateSchema, stockChangeSchema } from '@/lib/catalog/admin-schemas';
import { apiFetch } from './fetch';

const PRODUCTS = '/api/v1/admin/products';

/** Products in the back office (app/api/v1/admin/products) and the picture upload its forms share. */
export const adminProductsApi = {
  create: (input: z.input<typeof productCreateSchema>) =>
    apiFetch<AdminProduct>(PRODUCTS, { method: 'POST', json: input }),
  update: (id: number, input: z.input<typeof productUpdateSchema>) =>
    apiFetch<AdminProduct>(`${PRODUCTS}/${id}`, { method: 'PATCH', json: input }),
  /** A new count goes through the stock call, which keeps the history and the audit entry. */
  changeStock: (id: number, input: z.input<typeof stockChangeSchema>) =>
    apiFetch<StockResult>(`${PRODUCTS}/${id}/stock`, { method: 'POST', json: input }),
};

/** A picture for any back-office form: checked and re-encoded by the server, which answers its URL. */
export const adminImagesApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<{ id: number; url: string }>('/api/v1/admin/images', { method: 'POST', body: form });
  },
};
