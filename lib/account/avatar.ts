/**
 * Profile images (docs/security.md): the type is read from the file's first bytes (JPEG, PNG, WebP,
 * GIF — never the name or the browser's claim), at most 2 MB and 25 megapixels, then decoded
 * and re-encoded by sharp to a 256 px WebP. Re-encoding drops EXIF/GPS and anything hidden after
 * the image data. The result is kept in user_avatars.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '../db/client';
import { userAvatars } from '../db/schema';
import { initialsSvg } from './initials';
import { AppError } from '../errors';
import { countUpload, inDecodeSlot, readUploadForm } from '../media/upload-limits';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const MAX_PIXELS = 25_000_000;

export const AVATAR_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'Image size should be less than 2MB',
  missing: 'Please select an image file',
  updated: 'Profile image updated successfully!',
} as const;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  return null;
}

export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > AVATAR_MAX_BYTES)
    throw new AppError('too_large', AVATAR_MESSAGES.tooLarge, { errors: { file: AVATAR_MESSAGES.tooLarge } });
  if (!sniffImage(bytes)) throw notAnImage();
  try {
    return await inDecodeSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    // Truncated, corrupt or oversized-in-pixels files: not an image we can use.
    throw notAnImage();
  }
}

/** Room for the multipart framing around a 2 MB file. */
const MAX_UPLOAD_BODY = AVATAR_MAX_BYTES + 64 * 1024;

/** The `file` field of a multipart upload (any file field will do), capped before it is buffered. */
async function uploadedFile(request: Request): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('invalid', AVATAR_MESSAGES.missing);
  const form = await readUploadForm(request, type, MAX_UPLOAD_BODY, AVATAR_MESSAGES.tooLarge);
  if (!form) throw new AppError('invalid', AVATAR_MESSAGES.missing);
  const file = form.get('file') ?? [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string')
    throw new AppError('invalid', AVATAR_MESSAGES.missing, { errors: { file: AVATAR_MESSAGES.missing } });
  return new Uint8Array(await file.arrayBuffer());
}

/** `POST /user/image/profile`: multipart with a `file` field, re-encoded and stored; answers the new URL. */
export async function uploadAvatar(userId: number, request: Request): Promise<{ profileImageUrl: string }> {
  await countUpload(userId);
  const image = await processAvatar(await uploadedFile(request));
  return { profileImageUrl: avatarUrl(await saveAvatar(userId, image)) };
}

const notAnImage = () =>
  new AppError('invalid', AVATAR_MESSAGES.notImage, { errors: { file: AVATAR_MESSAGES.notImage } });

export async function saveAvatar(userId: number, image: Buffer, now = new Date()): Promise<Date> {
  await getDb()
    .insert(userAvatars)
    .values({ userId, image, contentType: 'image/webp', updatedAt: now })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { image, contentType: 'image/webp', updatedAt: now } });
  return now;
}

export async function loadAvatar(userId: number) {
  const [row] = await getDb().select().from(userAvatars).where(eq(userAvatars.userId, userId)).limit(1);
  return row ?? null;
}

/** The URL the profile answers: versioned, so the browser may cache each image for good. */
export function avatarUrl(updatedAt: Date): string {
  return `/api/user/avatar?v=${updatedAt.getTime()}`;
}

const YEAR = 365 * 24 * 60 * 60;

/**
 * `GET /api/user/avatar`: the signed-in shopper's own avatar, the uploaded WebP or the generated
 * initials. A URL carrying the current version (`?v=`, as the profile answers it) may be cached for
 * good; any other is revalidated by ETag. Private: never kept by a shared cache.
 */
export async function avatarResponse(user: { id: number; name: string }, request: Request): Promise<Response> {
  const common = { 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie, Authorization' };
  const avatar = await loadAvatar(user.id);
  if (!avatar) {
    return new Response(initialsSvg(user.name), {
      headers: {
        ...common,
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'Cache-Control': 'private, no-cache',
      },
    });
  }
  const version = String(avatar.updatedAt.getTime());
  const etag = `"${version}"`;
  const cacheControl =
    new URL(request.url).searchParams.get('v') === version
      ? `private, max-age=${YEAR}, immutable`
      : 'private, no-cache';
  const headers = {
    ...common,
    ETag: etag,
    'Cache-Control': cacheControl,
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(avatar.image), {
    headers: { ...headers, 'Content-Type': avatar.contentType, 'Content-Length': String(avatar.image.byteLength) },
  });
}
