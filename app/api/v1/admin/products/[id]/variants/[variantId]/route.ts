import { deleteVariant, updateVariant } from '@/lib/catalog/admin-variants';
import { variantUpdateSchema } from '@/lib/catalog/variant-schemas';
import { reply, route } from '@/lib/http/route';

/** Any of the pack's fields; `stock` sets the count and needs a `stockReason`, `position` moves it (0 = first). */
export const PATCH = route({ access: 'staff', body: variantUpdateSchema }, async ({ user, params, body }) =>
  reply(await updateVariant(user, params.id, params.variantId, body), 'Pack saved'),
);

/** Refused (409) for the product's last pack. */
export const DELETE = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await deleteVariant(user, params.id, params.variantId), 'Pack deleted'),
);
