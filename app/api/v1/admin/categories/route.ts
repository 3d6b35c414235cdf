import { createCategory, listAdminCategories } from '@/lib/catalog/admin-categories';
import { categoryCreateSchema } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff' }, async ({ user }) => reply(await listAdminCategories(user)));

export const POST = route({ access: 'admin', body: categoryCreateSchema }, async ({ user, body }) =>
  reply(await createCategory(user, body), 'Category created', 201),
);
