import { getCachedProducts } from '@/lib/catalog/cached';
import { getCachedPages, getCachedPosts } from '@/lib/content/cached';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';

// Built from the database on request (through the tagged data cache), never at build time.
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const [products, posts, pages] = await Promise.all([getCachedProducts(), getCachedPosts(), getCachedPages()]);
    return new Response(sitemapXml(sitemapEntries({ products, posts, pages })), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch (error) {
    console.error('[sitemap] could not be built:', error);
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
}
