import { addressIdFrom, deleteAddress, updateAddress } from '@/lib/account/addresses';
import { reply, route } from '@/lib/http/route';
import { addressSchema } from '@/lib/validation/address';

export const PUT = route({ access: 'user', body: addressSchema }, async ({ user, params, body }) =>
  reply(await updateAddress(user.id, addressIdFrom(params.id), body), 'Address updated successfully!'),
);

export const DELETE = route({ access: 'user' }, async ({ user, params }) => {
  await deleteAddress(user.id, addressIdFrom(params.id));
  return reply(null, 'Address deleted successfully!');
});
