import { ok } from '@/lib/http/envelope';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarUrl, processAvatar, saveAvatar } from '@/lib/account/avatar';
import { AccountError } from '@/lib/auth/errors';
import { accountRoute } from '@/lib/auth/route';
import { assertSameOrigin, requireUser } from '@/lib/auth/session';
import { BodyTooLargeError, readBodyCapped } from '@/lib/security/body';

/** Room for the multipart framing around a 2 MB file. */
const MAX_BODY = AVATAR_MAX_BYTES + 64 * 1024;

async function uploadedFile(request: Request): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AccountError(400, AVATAR_MESSAGES.missing);
  let body: Uint8Array;
  try {
    body = await readBodyCapped(request, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AccountError(413, AVATAR_MESSAGES.tooLarge, { file: AVATAR_MESSAGES.tooLarge });
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AccountError(400, AVATAR_MESSAGES.missing);
  }
  const file = form.get('file') ?? [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string') throw new AccountError(400, AVATAR_MESSAGES.missing, { file: AVATAR_MESSAGES.missing });
  return new Uint8Array(await file.arrayBuffer());
}

/** Multipart with a `file` field (spec §7). */
export const POST = accountRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const image = await processAvatar(await uploadedFile(request));
  const at = await saveAvatar(user.id, image);
  return ok({ profileImageUrl: avatarUrl(at) }, AVATAR_MESSAGES.updated);
});
