/**
 * Request bodies with a ceiling: a client cannot make the server buffer an unbounded upload
 * (Content-Length is checked first; a chunked body is counted as it streams). Past the ceiling
 * the caller gets a 413 AppError.
 */
import { AppError } from '../errors';
import { assertNoNul } from './nul';

export const DEFAULT_BODY_LIMIT = 32 * 1024;
export const TOO_LARGE_MESSAGE = 'The request is too large.';

export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('too_large', TOO_LARGE_MESSAGE);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError('too_large', TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The JSON (or url-encoded form) body as an object; {} when it is missing, malformed or not an
 * object, so the schema names the missing fields instead of a parse error.
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<Record<string, unknown>> {
  const raw = new TextDecoder().decode(await readBodyCapped(request, maxBytes));
  const body = parseBodyText(raw, request.headers.get('content-type'));
  assertNoNul(body);
  return body;
}

function parseBodyText(raw: string, contentType: string | null): Record<string, unknown> {
  if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw).entries());
  }
  try {
    const body = JSON.parse(raw) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
