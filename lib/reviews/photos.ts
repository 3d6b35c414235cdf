/**
 * A review's photos (design §12): up to MAX_REVIEW_PHOTOS, sent as the multipart `files` field with
 * the review's fields. Each follows the upload rules of lib/media/images.ts (type from the bytes,
 * 2 MB, re-encoded to WebP, stored in the database) and waits PENDING until staff approve it.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { reviewPhotos } from '../db/schema';
import { AppError } from '../errors';
import { readJsonBody } from '../http/body';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, processImage, saveImage, type ProcessedImage } from '../media/images';
import { countUpload, readUploadForm } from '../media/upload-limits';
import { MAX_REVIEW_PHOTOS, REVIEW_MESSAGES } from './rules';

/** Three full-size photos and the review's fields, with room for the multipart framing. */
export const REVIEW_UPLOAD_MAX_BODY = MAX_REVIEW_PHOTOS * IMAGE_MAX_BYTES + 64 * 1024;

type ReviewRequest = { fields: Record<string, unknown>; files: Uint8Array[] };

const tooMany = () =>
  new AppError('invalid', REVIEW_MESSAGES.tooManyPhotos, { errors: { files: REVIEW_MESSAGES.tooManyPhotos } });

/**
 * A review write's body: JSON (or url-encoded) fields, or multipart fields plus `files`. A multipart
 * body counts against the account's upload allowance before it is read, and once more per extra photo.
 */
export async function readReviewRequest(request: Request, userId: number): Promise<ReviewRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { fields: await readJsonBody(request), files: [] };
  await countUpload(userId);
  const form = await readUploadForm(request, type, REVIEW_UPLOAD_MAX_BODY, IMAGE_MESSAGES.tooLarge);
  if (!form) throw new AppError('invalid', IMAGE_MESSAGES.notImage, { errors: { files: IMAGE_MESSAGES.notImage } });
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'files' && typeof value !== 'string') files.push(value);
    else if (typeof value === 'string') fields[name] = value;
  }
  if (files.length > MAX_REVIEW_PHOTOS) throw tooMany();
  for (let i = 1; i < files.length; i++) await countUpload(userId);
  return { fields, files: await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer()))) };
}

/** Checks and re-encodes every photo before anything is stored: one bad file refuses the whole write. */
export async function processReviewPhotos(files: Uint8Array[]): Promise<ProcessedImage[]> {
  if (files.length > MAX_REVIEW_PHOTOS) throw tooMany();
  const processed: ProcessedImage[] = [];
  for (const bytes of files) processed.push(await processImage(bytes));
  return processed;
}

/** Stores the photos as PENDING after those the review already has; refuses past the cap (rejected ones do not count). */
export async function attachReviewPhotos(tx: DbOrTx, reviewId: number, photos: ProcessedImage[]): Promise<void> {
  if (!photos.length) return;
  // A rejected photo leaves room for another; positions keep counting after every photo ever sent.
  const [{ all, kept }] = await tx
    .select({ all: count(), kept: sql<number>`count(*) FILTER (WHERE ${reviewPhotos.status} <> 'REJECTED')` })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId));
  if (Number(kept) + photos.length > MAX_REVIEW_PHOTOS) throw tooMany();
  for (const [i, photo] of photos.entries()) {
    const { id: imageId } = await saveImage(tx, photo);
    await tx.insert(reviewPhotos).values({ reviewId, imageId, status: 'PENDING', position: Number(all) + i });
  }
}
