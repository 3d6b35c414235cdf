/**
 * Uploaded images. A stored image never changes (a new upload is a new id), so browsers and CDNs
 * may keep it for a year without asking again — except a review photo still waiting for moderation,
 * shown only to the staff who moderate it and never cached (lib/reviews/held-photos.ts).
 */
import { getSessionUser } from '@/lib/auth/session';
import { loadImage } from '@/lib/media/images';
import { imageAccessFor } from '@/lib/reviews/held-photos';
import { fail } from '@/lib/http/envelope';

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  const image = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? await loadImage(Number(id)) : null;
  if (!image) return fail(404, 'Image not found');
  const access = await imageAccessFor(image.id, () => getSessionUser(request).catch(() => null));
  if (access === 'hidden') return fail(404, 'Image not found');
  return new Response(new Uint8Array(image.image), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.image.byteLength),
      'Cache-Control': access === 'staff' ? 'private, no-store' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
