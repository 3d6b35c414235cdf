import { fail } from '@/lib/http/envelope';
import { loadAvatar } from '@/lib/account/avatar';
import { initialsSvg } from '@/lib/account/initials';
import { accountRoute } from '@/lib/auth/route';
import { getSessionUser } from '@/lib/auth/session';

const YEAR = 365 * 24 * 60 * 60;

/**
 * The signed-in shopper's own avatar: the uploaded WebP, or the generated initials. A URL
 * carrying the current version (`?v=`, as the profile answers it) may be cached for good; any
 * other is revalidated by ETag. Private: never kept by a shared cache.
 */
export const GET = accountRoute(async (request) => {
  const user = await getSessionUser(request);
  if (!user) return fail(401, 'Please log in to continue.');
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
    new URL(request.url).searchParams.get('v') === version ? `private, max-age=${YEAR}, immutable` : 'private, no-cache';
  const headers = { ...common, ETag: etag, 'Cache-Control': cacheControl, 'Content-Security-Policy': "default-src 'none'" };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(avatar.image), {
    headers: { ...headers, 'Content-Type': avatar.contentType, 'Content-Length': String(avatar.image.byteLength) },
  });
});
