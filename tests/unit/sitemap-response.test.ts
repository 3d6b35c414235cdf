import { sitemapPart, sitemapResponse, SITEMAP_URL_LIMIT } from '@/lib/seo/sitemap-response';

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    loc: `https://shop.example/products/p-${i}`,
    lastmod: '2026-01-02T03:04:05.000Z',
  }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test('up to 50,000 URLs: one urlset, weekly, with the date of the last change', async () => {
  const res = await sitemapResponse(entries(3), null, 'https://shop.example');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('xml');
  const xml = await res.text();
  expect(xml).toContain('<urlset');
  expect(locs(xml)).toEqual([
    'https://shop.example/products/p-0',
    'https://shop.example/products/p-1',
    'https://shop.example/products/p-2',
  ]);
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(3);
  expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
});

test('past 50,000 URLs: /sitemap.xml is an index of parts, each within the limit, together listing every URL', async () => {
  const all = entries(SITEMAP_URL_LIMIT + 2);
  const index = await (await sitemapResponse(all, null, 'https://shop.example')).text();
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual(['https://shop.example/sitemap.xml?part=1', 'https://shop.example/sitemap.xml?part=2']);
  const first = locs(await (await sitemapResponse(all, 1, 'https://shop.example')).text());
  const second = locs(await (await sitemapResponse(all, 2, 'https://shop.example')).text());
  expect(first).toHaveLength(SITEMAP_URL_LIMIT);
  expect(second).toEqual(['https://shop.example/products/p-50000', 'https://shop.example/products/p-50001']);
  expect((await sitemapResponse(all, 3, 'https://shop.example')).status).toBe(404);
});

test('?part= must be a number', () => {
  expect(sitemapPart('https://shop.example/sitemap.xml')).toBeNull();
  expect(sitemapPart('https://shop.example/sitemap.xml?part=2')).toBe(2);
  expect(sitemapPart('https://shop.example/sitemap.xml?part=x')).toBe(-1);
});
