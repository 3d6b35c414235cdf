/** The import's request: the multipart `file` (capped before it is buffered) and the `dryRun` flag. */
import { z } from 'zod';
import { AppError } from '../../errors';
import { readUploadForm } from '../../media/upload-limits';
import { CSV_LIMITS, CSV_MESSAGES } from './columns';

export const importQuery = z.object({
  dryRun: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
});

/** The uploaded file's bytes; `limit` is the file's own cap (the catalogue's by default) and its message. */
export async function readCsvUpload(
  request: Request,
  limit: { bytes: number; tooLarge: string } = { bytes: CSV_LIMITS.bytes, tooLarge: CSV_MESSAGES.tooLarge },
): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  const missing = () =>
    new AppError('invalid', CSV_MESSAGES.missingFile, { errors: { file: CSV_MESSAGES.missingFile } });
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw missing();
  // The multipart framing around the file is small; the file itself is checked against the limit again.
  const form = await readUploadForm(request, type, limit.bytes + 64 * 1024, limit.tooLarge);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw missing();
  return new Uint8Array(await file.arrayBuffer());
}
