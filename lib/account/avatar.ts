/**
 * Profile images (design §4): the type is read from the file's first bytes (JPEG, PNG, WebP,
 * GIF — never the name or the browser's claim), at most 2 MB and 25 megapixels, then decoded
 * and re-encoded by sharp to a 256 px WebP. Re-encoding drops EXIF/GPS and anything hidden after
 * the image data. The result is kept in user_avatars.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AccountError } from '../auth/errors';
import { getDb } from '../db/client';
import { userAvatars } from '../db/schema';

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
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AccountError(413, AVATAR_MESSAGES.tooLarge, { file: AVATAR_MESSAGES.tooLarge });
  if (!sniffImage(bytes)) throw new AccountError(400, AVATAR_MESSAGES.notImage, { file: AVATAR_MESSAGES.notImage });
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated, corrupt or oversized-in-pixels files: not an image we can use.
    throw new AccountError(400, AVATAR_MESSAGES.notImage, { file: AVATAR_MESSAGES.notImage });
  }
}

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
