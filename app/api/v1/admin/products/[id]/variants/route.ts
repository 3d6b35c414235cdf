import { createVariant, listVariants } from '@/lib/catalog/admin-variants';
import { variantCreateSchema } from '@/lib/catalog/variant-schemas';
import { reply, route } from '@/lib/http/route';

/** The product's packs in display order. */
export const GET = route({ access: 'staff' }, async ({ user, params }) => reply(await listVariants(user, params.id)));

/** `{label, sku, options?, price, mrp, stock?, weightGrams?, position?}`: a new pack, last unless placed. */
export const POST = route({ access: 'staff', body: variantCreateSchema }, async ({ user, params, body }) =>
  reply(await createVariant(user, params.id, body), 'Pack added', 201),
);
