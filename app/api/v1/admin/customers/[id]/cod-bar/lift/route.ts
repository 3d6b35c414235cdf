import { liftCodBar } from '@/lib/account/cod-bar';
import { reply, route } from '@/lib/http/route';

/** Lifts the customer's COD bar: their COD parcels returned to origin so far stop counting (409 when not barred). */
export const POST = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await liftCodBar(user, params.id), 'COD bar lifted'),
);
