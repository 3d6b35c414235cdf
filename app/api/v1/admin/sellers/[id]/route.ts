import { reply, route } from '@/lib/http/route';
import { sellerUpdateSchema } from '@/lib/catalog/seller-schemas';
import { updateSeller } from '@/lib/catalog/sellers';

export const PATCH = route({ access: 'admin', body: sellerUpdateSchema }, async ({ user, params, body }) =>
  reply(await updateSeller(user, params.id, body), 'Seller updated'),
);
