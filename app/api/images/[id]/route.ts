/**
 * Uploaded images. A stored image never changes (a new upload is a new id), so browsers and CDNs
 * may keep it for a year without asking again.
 */
import { loadImage } from '@/lib/media/images';
import { fail } from '@/lib/http/envelope';

export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const image = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? await loadImage(Number(id)) : null;
  if (!image) return fail(404, 'Image not found');
  return new Response(new Uint8Array(image.image), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.image.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
