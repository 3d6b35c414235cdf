import { reply, route } from '@/lib/http/route';
import { deliverySettingsSchema } from '@/lib/delivery/settings-schema';
import { getDeliverySettingsJson, saveDeliverySettings } from '@/lib/delivery/settings';

export const GET = route({ access: 'admin' }, async ({ user }) =>
  reply(await getDeliverySettingsJson(user), 'Delivery settings'),
);

export const PUT = route({ access: 'admin', body: deliverySettingsSchema }, async ({ user, body }) =>
  reply(await saveDeliverySettings(user, body), 'Delivery settings saved'),
);
