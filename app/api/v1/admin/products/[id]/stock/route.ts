import { changeStock, listStockAdjustments } from '@/lib/catalog/admin-products';
import { stockChangeSchema } from '@/lib/catalog/admin-schemas';
import { reply, route } from '@/lib/http/route';

/** The product's stock changes, newest first. */
export const GET = route({ access: 'staff' }, async ({ user, params }) =>
  reply(await listStockAdjustments(user, params.id)),
);

/** `{set, reason}` sets the count; `{delta, reason}` moves it (never below 0). */
export const POST = route({ access: 'staff', body: stockChangeSchema }, async ({ user, params, body }) =>
  reply(await changeStock(user, params.id, body), 'Stock updated'),
);
