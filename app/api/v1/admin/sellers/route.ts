import { reply, route } from '@/lib/http/route';
import { sellerInputSchema } from '@/lib/catalog/seller-schemas';
import { createSeller, listSellers } from '@/lib/catalog/sellers';

export const GET = route({ access: 'admin' }, async ({ user }) => reply(await listSellers(user), 'Sellers'));

export const POST = route({ access: 'admin', body: sellerInputSchema }, async ({ user, body }) =>
  reply(await createSeller(user, body), 'Seller added', 201),
);
