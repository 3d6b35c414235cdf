/**
 * Back-office uploads (product, category, post, banner and team images) follow the avatar's rules
 * (lib/account/avatar.ts): the type is read from the file's first bytes (JPEG, PNG, WebP, GIF —
 * never the name or the browser's claim), at most 2 MB and 25 megapixels, decoded and re-encoded
 * by sharp to WebP (which drops EXIF/GPS and anything hidden after the image data), at most
 * 2000 px on the long side. Stored in the database, never on local disk, so every instance can
 * serve them; a row is never changed, so its URL is cached for good.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, sniffImage } from '../account/avatar';
import { getDb, type DbOrTx } from '../db/client';
import { storedImages } from '../db/schema';
import { AppError } from '../errors';
import { countUpload, inDecodeSlot, readUploadForm } from './upload-limits';

export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
const MAX_PIXELS = 25_000_000;
const MAX_SIDE = 2000;

export const IMAGE_MESSAGES = {
  notImage: 'Please select a JPEG, PNG, WebP or GIF image',
  tooLarge: 'Image size should be less than 2MB',
  missing: 'Please select an image file',
} as const;

export type ProcessedImage = { image: Buffer; contentType: 'image/webp'; width: number; height: number };

export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > IMAGE_MAX_BYTES)
    throw new AppError('too_large', IMAGE_MESSAGES.tooLarge, { errors: { file: IMAGE_MESSAGES.tooLarge } });
  if (!sniffImage(bytes))
    throw new AppError('invalid', IMAGE_MESSAGES.notImage, { errors: { file: IMAGE_MESSAGES.notImage } });
  try {
    const { data, info } = await inDecodeSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    );
    return { image: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt or oversized-in-pixels files: not an image we can use.
    throw new AppError('invalid', IMAGE_MESSAGES.notImage, { errors: { file: IMAGE_MESSAGES.notImage } });
  }
}

/** Room for the multipart framing around a 2 MB file. */
export const UPLOAD_MAX_BODY = IMAGE_MAX_BYTES + 64 * 1024;

/** The `file` field of a multipart request from `userId`, counted against the account and capped before it is buffered. */
export async function readUploadedFile(request: Request, userId: number): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  const missing = () => new AppError('invalid', IMAGE_MESSAGES.missing, { errors: { file: IMAGE_MESSAGES.missing } });
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw missing();
  await countUpload(userId);
  const form = await readUploadForm(request, type, UPLOAD_MAX_BODY, IMAGE_MESSAGES.tooLarge);
  if (!form) throw missing();
  const file = form.get('file');
  if (!file || typeof file === 'string') throw missing();
  return new Uint8Array(await file.arrayBuffer());
}

export const storedImageUrl = (id: number) => `/api/images/${id}`;

/** The stored image id behind one of our URLs, or null for an outside URL. */
export function storedImageIdOf(url: string | null | undefined): number | null {
  const m = url?.match(/^\/api\/images\/(\d+)$/);
  return m ? Number(m[1]) : null;
}

export async function saveImage(tx: DbOrTx, processed: ProcessedImage): Promise<{ id: number; url: string }> {
  const [row] = await tx
    .insert(storedImages)
    .values({
      image: processed.image,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
    })
    .returning({ id: storedImages.id });
  return { id: row.id, url: storedImageUrl(row.id) };
}

export async function loadImage(id: number, db: DbOrTx = getDb()) {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.id, id)).limit(1);
  return row ?? null;
}

/** Removes the stored bytes behind `url` when it is one of ours; outside URLs are left alone. */
export async function deleteImageAt(tx: DbOrTx, url: string | null | undefined): Promise<void> {
  const id = storedImageIdOf(url);
  if (id !== null) await tx.delete(storedImages).where(eq(storedImages.id, id));
}
