import { reply, route } from '@/lib/http/route';
import { settingsInputSchema } from '@/lib/settings/schema';
import { getSettingsJson, updateShopSettings } from '@/lib/settings/settings';

export const GET = route({ access: 'admin' }, async ({ user }) => reply(await getSettingsJson(user), 'Settings'));

export const PUT = route({ access: 'admin', body: settingsInputSchema }, async ({ user, body }) =>
  reply(await updateShopSettings(user, body), 'Settings saved'),
);
