/**
 * The sitemap's entries: the static routes, then every product, published post and
 * public content page; each weekly, priority 0.8. Every URL here answers 200 without a redirect.
 */
import { getSiteUrl } from '../config';

export const STATIC_ROUTES = ['/', '/products', '/blog', '/about', '/contact', '/team', '/affiliate-program'];

export type SitemapEntry = { loc: string; lastmod?: string };
export type SitemapSources = {
  products: { slug: string; updatedAt: string }[];
  posts: { slug: string; updatedAt: string }[];
  pages: { slug: string; updatedAt: string }[];
};

export function sitemapEntries({ products, posts, pages }: SitemapSources, site = getSiteUrl()): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    entries.push({ loc: `${site}${path}`, lastmod });
  };
  for (const path of STATIC_ROUTES) add(path);
  for (const p of products) add(`/products/${p.slug}`, p.updatedAt);
  for (const p of posts) add(`/blog/${p.slug}`, p.updatedAt);
  for (const p of pages) add(`/${p.slug}`, p.updatedAt);
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod.slice(0, 10)}</lastmod>\n` : ''}    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
