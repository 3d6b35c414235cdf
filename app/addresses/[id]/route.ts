import { ok } from '@/lib/http/envelope';
import { ADDRESS_NOT_FOUND, deleteAddress, parseAddressId, updateAddress } from '@/lib/account/addresses';
import { AccountError } from '@/lib/auth/errors';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { addressSchema } from '@/lib/validation/address';

type Params = { id: string };

function idOf(params: Params): number {
  const id = parseAddressId(params.id);
  if (id === null) throw new AccountError(404, ADDRESS_NOT_FOUND);
  return id;
}

export const PUT = accountRoute<Params>(async (request, params) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const id = idOf(params);
  const input = parseOrThrow(addressSchema, await jsonBody(request));
  return ok(await updateAddress(user.id, id, input), 'Address updated successfully!');
});

export const DELETE = accountRoute<Params>(async (request, params) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  await deleteAddress(user.id, idOf(params));
  return ok(null, 'Address deleted successfully!');
});
