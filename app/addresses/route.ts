import { ok } from '@/lib/http/envelope';
import { createAddress, listAddresses } from '@/lib/account/addresses';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { addressSchema } from '@/lib/validation/address';

export const GET = accountRoute(async (request) => {
  const user = await requireUser(request);
  return ok(await listAddresses(user.id), 'OK', 200, { 'Cache-Control': 'private, no-store' });
});

export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const input = parseOrThrow(addressSchema, await jsonBody(request));
  return ok(await createAddress(user.id, input), 'Address added successfully!', 201);
});
