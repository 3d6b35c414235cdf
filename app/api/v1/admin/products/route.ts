import { createProduct, listAdminProducts } from '@/lib/catalog/admin-products';
import { productCreateSchema, productListQuery } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'staff', query: productListQuery }, async ({ user, query }) =>
  reply(await listAdminProducts(user, query)),
);

export const POST = route({ access: 'staff', body: productCreateSchema, maxBody: 256 * 1024 }, async ({ user, body }) =>
  reply(await createProduct(user, body), 'Product created', 201),
);
