/**
 * The sitemap's entries: the static routes, then every product, published post and
 * public content page; each weekly, priority 0.8. Every URL here answers 200 without a redirect.
 * Each page is listed in both languages (design §15): the English address, then the same under /hi,
 * each naming both and x-default (the English) as hreflang alternates, as the pages' own
 * <link rel="alternate"> do (lib/seo/metadata.ts).
 */
import { getSiteUrl } from '../config';
import { HREFLANG, LOCALES, localePath } from '../i18n/locales';

export const STATIC_ROUTES = ['/', '/products', '/blog', '/about', '/contact', '/team', '/affiliate-program'];

export type SitemapAlternate = { hreflang: string; href: string };
export type SitemapEntry = { loc: string; lastmod?: string; alternates?: SitemapAlternate[] };
export type SitemapSources = {
  products: { slug: string; updatedAt: string }[];
  posts: { slug: string; updatedAt: string }[];
  pages: { slug: string; updatedAt: string }[];
};

/** A page's addresses in every language, plus x-default: the same list for each of its entries. */
export function sitemapAlternates(path: string, site = getSiteUrl()): SitemapAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], href: `${site}${localePath(path, locale)}` })),
    { hreflang: 'x-default', href: `${site}${path}` },
  ];
}

/** Every page in English first (the order the spec lists them), then every page again under /hi. */
export function sitemapEntries({ products, posts, pages }: SitemapSources, site = getSiteUrl()): SitemapEntry[] {
  const paths = new Map<string, string | undefined>();
  const add = (path: string, lastmod?: string) => {
    if (!paths.has(path)) paths.set(path, lastmod);
  };
  for (const path of STATIC_ROUTES) add(path);
  for (const p of products) add(`/products/${p.slug}`, p.updatedAt);
  for (const p of posts) add(`/blog/${p.slug}`, p.updatedAt);
  for (const p of pages) add(`/${p.slug}`, p.updatedAt);
  return LOCALES.flatMap((locale) =>
    [...paths].map(([path, lastmod]) => ({
      loc: `${site}${localePath(path, locale)}`,
      lastmod,
      alternates: sitemapAlternates(path, site),
    })),
  );
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const alternateXml = (a: SitemapAlternate) =>
  `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`;

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod.slice(0, 10)}</lastmod>\n` : ''}    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>\n${(e.alternates ?? []).map(alternateXml).join('')}  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
