import { z } from 'zod';
import { ok } from '@/lib/http/envelope';
import { ACCOUNT_MESSAGES } from '@/lib/auth/messages';
import { isResetTokenValid } from '@/lib/auth/password-reset';
import { accountRoute, jsonBody, parseOrThrow } from '@/lib/auth/route';
import { resetTokenField } from '@/lib/validation/auth';

const schema = z.object({ token: resetTokenField });

/** `data.valid` says whether the link can still be used (unknown, used and expired look alike). */
export const POST = accountRoute(async (request) => {
  const { token } = parseOrThrow(schema, await jsonBody(request));
  const valid = await isResetTokenValid(token);
  return ok({ valid }, valid ? ACCOUNT_MESSAGES.resetTokenValid : ACCOUNT_MESSAGES.resetTokenInvalid);
});
