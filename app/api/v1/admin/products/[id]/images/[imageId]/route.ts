import { deleteProductImage } from '@/lib/catalog/admin-products';
import { reply, route } from '@/lib/http/route';

export const DELETE = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await deleteProductImage(user, params.id, params.imageId), 'Image deleted'),
);
