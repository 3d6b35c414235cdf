import { getAdminProduct, updateProduct } from '@/lib/catalog/admin-products';
import { productUpdateSchema } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await getAdminProduct(user, params.id)),
);

export const PATCH = route(
  { access: 'staff', body: productUpdateSchema, maxBody: 256 * 1024 },
  async ({ user, params, body }) => reply(await updateProduct(user, params.id, body), 'Product updated'),
);
