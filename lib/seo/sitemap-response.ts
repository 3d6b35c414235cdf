/**
 * The /sitemap.xml answer, written by next-sitemap's server-side helpers. One file holds at most
 * 50,000 URLs (the sitemap protocol's limit): past that, /sitemap.xml is a sitemap index whose
 * parts are /sitemap.xml?part=1, ?part=2, …. Each page is there in English and under /hi, both naming
 * their alternates (lib/seo/sitemap.ts).
 */
import { getServerSideSitemap, getServerSideSitemapIndex, type ISitemapField } from 'next-sitemap';
import { getSiteUrl } from '../config';
import type { SitemapEntry } from './sitemap';

export const SITEMAP_URL_LIMIT = 50_000;
const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

const field = (e: SitemapEntry): ISitemapField => ({
  loc: e.loc,
  lastmod: e.lastmod?.slice(0, 10),
  changefreq: 'weekly',
  priority: 0.8,
  // <xhtml:link rel="alternate" hreflang=…>: the page in each language and x-default (the urlset declares xmlns:xhtml).
  ...(e.alternates?.length ? { alternateRefs: e.alternates.map((a) => ({ href: a.href, hreflang: a.hreflang })) } : {}),
});

/** `part` is the 1-based ?part= number, or null for /sitemap.xml itself. */
export async function sitemapResponse(
  entries: SitemapEntry[],
  part: number | null,
  site = getSiteUrl(),
): Promise<Response> {
  const parts = Math.max(1, Math.ceil(entries.length / SITEMAP_URL_LIMIT));
  if (part === null) {
    if (parts === 1) return getServerSideSitemap(entries.map(field), HEADERS);
    const index = Array.from({ length: parts }, (_, i) => `${site}/sitemap.xml?part=${i + 1}`);
    return getServerSideSitemapIndex(index, HEADERS);
  }
  if (!Number.isInteger(part) || part < 1 || part > parts) return new Response('No such sitemap part', { status: 404 });
  return getServerSideSitemap(
    entries.slice((part - 1) * SITEMAP_URL_LIMIT, part * SITEMAP_URL_LIMIT).map(field),
    HEADERS,
  );
}

/** ?part= as a number; anything that is not digits names no part (404). */
export function sitemapPart(url: string): number | null {
  const raw = new URL(url).searchParams.get('part');
  if (raw === null) return null;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
}
