import type { z } from 'zod';
import type { createCategory, updateCategory } from '@/lib/catalog/admin-categories';
import type { categoryCreateSchema, categoryUpdateSchema } from '@/lib/catalog/admin-schemas';
import { apiFetch } from './fetch';

type CategoryRow = Awaited<ReturnType<typeof createCategory | typeof updateCategory>>;
const path = '/api/v1/admin/categories';

/** The back office's category writes. */
export const adminCategoriesApi = {
  create: (input: z.input<typeof categoryCreateSchema>) => apiFetch<CategoryRow>(path, { method: 'POST', json: input }),
  update: (id: number, input: z.input<typeof categoryUpdateSchema>) =>
    apiFetch<CategoryRow>(`${path}/${id}`, { method: 'PATCH', json: input }),
  remove: (id: number) => apiFetch<unknown>(`${path}/${id}`, { method: 'DELETE' }),
};
