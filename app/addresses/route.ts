import { createAddress, listAddresses } from '@/lib/account/addresses';
import { reply, route } from '@/lib/http/route';
import { addressSchema } from '@/lib/validation/address';

export const GET = route({ access: 'user' }, async ({ user }) => reply(await listAddresses(user.id)));

export const POST = route({ access: 'user', body: addressSchema }, async ({ user, body }) =>
  reply(await createAddress(user.id, body), 'Address added successfully!', 201),
);
