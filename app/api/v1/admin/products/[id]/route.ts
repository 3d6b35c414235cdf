import { getAdminProduct, updateProduct } from '@/lib/catalog/admin-products';
import { productEditSchema } from '@/lib/catalog/variant-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await getAdminProduct(user, params.id)),
);

export const PATCH = route(
  { access: 'staff', body: productEditSchema, maxBody: 256 * 1024 },
  async ({ user, params, body }) => reply(await updateProduct(user, params.id, body), 'Product updated'),
);
