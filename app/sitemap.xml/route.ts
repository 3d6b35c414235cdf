import { getCachedProducts } from '@/lib/catalog/cached';
import { getCachedPages, getCachedPosts } from '@/lib/content/cached';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { sitemapPart, sitemapResponse } from '@/lib/seo/sitemap-response';

// Built from the database on request (through the tagged data cache), never at build time, so new
// products and posts appear without a rebuild. robots.txt and the static routes: next-sitemap.config.js.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  try {
    const [products, posts, pages] = await Promise.all([getCachedProducts(), getCachedPosts(), getCachedPages()]);
    return await sitemapResponse(sitemapEntries({ products, posts, pages }), sitemapPart(request.url));
  } catch (error) {
    console.error('[sitemap] could not be built:', error);
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
}
