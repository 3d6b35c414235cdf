/**
 * What one account and one process may spend on image uploads (issue 29: twelve parallel 25 MP
 * PNGs held 737 MB and slowed the public API to 2.2 s).
 *
 * - Per account: 30 uploads in 10 minutes, counted in rate_limits rows (every instance shares the
 *   count) before the body is read; past it, 429 with Retry-After. Far above what a profile photo
 *   or a product's gallery needs.
 * - Per process: at most two images decoded at a time; the others wait their turn. A decoded
 *   25-megapixel image is 100 MB, so memory stays bounded however many arrive at once.
 */
import { readBodyCapped } from '../http/body';
import { AppError, isAppError } from '../errors';
import { consumeOrThrow, limitKey, type Window } from '../security/rate-limit';

export const UPLOADS_PER_ACCOUNT: Window = { limit: 30, windowSeconds: 10 * 60 };
const DECODES_AT_ONCE = 2;

/** Counts one upload against the account; throws the 429 once its window's allowance is spent. */
export async function countUpload(userId: number): Promise<void> {
  await consumeOrThrow(limitKey('image-upload', String(userId)), UPLOADS_PER_ACCOUNT);
}

let decoding = 0;
const waiting: Array<() => void> = [];

/** Runs `decode` once fewer than DECODES_AT_ONCE decodes are running in this process. */
export async function inDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await decode();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * A multipart upload's form, its body capped before it is buffered: past `maxBytes` a 413 that names
 * the file field with `tooLarge`. Null when the body is not multipart form data after all.
 */
export async function readUploadForm(
  request: Request,
  type: string,
  maxBytes: number,
  tooLarge: string,
): Promise<FormData | null> {
  let body: Uint8Array;
  try {
    body = await readBodyCapped(request, maxBytes);
  } catch (error) {
    if (isAppError(error) && error.code === 'too_large') {
      throw new AppError('too_large', tooLarge, { errors: { file: tooLarge } });
    }
    throw error;
  }
  try {
    return await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}
