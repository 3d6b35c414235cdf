import { deleteCategory, updateCategory } from '@/lib/catalog/admin-categories';
import { categoryUpdateSchema } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';

export const PATCH = route({ access: 'admin', body: categoryUpdateSchema }, async ({ user, params, body }) =>
  reply(await updateCategory(user, params.id, body), 'Category updated'),
);

export const DELETE = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await deleteCategory(user, params.id), 'Category deleted'),
);
