import { setMainProductImage } from '@/lib/catalog/admin-products';
import { reply, route } from '@/lib/http/route';

export const POST = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await setMainProductImage(user, params.id, params.imageId), 'Main image chosen'),
);
