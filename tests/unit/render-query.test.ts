/**
 * Shared pages are rendered without the query of the request that rebuilt them (issue 29): a
 * `?foo=MARK` must not end up in the copy every visitor gets. Pages and handlers that read their
 * query keep it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { urlForRender } from '@/lib/cache/render-query';

test('catalogue and content pages are rendered without the query; the router data parameter stays', () => {
  expect(urlForRender('/products/sambar-powder?foo=MARK')).toBe('/products/sambar-powder');
  expect(urlForRender('/?utm_source=mail&q=%3Cb%3E')).toBe('/');
  expect(urlForRender('/products?category=tea&sort=price')).toBe('/products');
  expect(urlForRender('/blog/first-flush?x=1&_rsc=ab12c')).toBe('/blog/first-flush?_rsc=ab12c');
  expect(urlForRender('/about-us')).toBe('/about-us');
});

test("a product page's ?pack= becomes the pack page's path; nothing else of the query goes along", () => {
  expect(urlForRender('/products/darjeeling?pack=DARJ-500')).toBe('/product-detail/darjeeling/DARJ-500');
  expect(urlForRender('/products/darjeeling?foo=MARK&pack=d.250&_rsc=1x')).toBe(
    '/product-detail/darjeeling/d.250?_rsc=1x',
  );
  // Not a SKU, or not a product page: the query is dropped as for any other.
  expect(urlForRender('/products/darjeeling?pack=..')).toBe('/products/darjeeling');
  expect(urlForRender('/products/darjeeling?pack=a%2Fb')).toBe('/products/darjeeling');
  expect(urlForRender('/products?pack=DARJ-500')).toBe('/products');
  expect(urlForRender('/blog/tea?pack=DARJ-500')).toBe('/blog/tea');
});

test('handlers, sign-in and signed-in pages, the back office and query-carrying redirects keep their query', () => {
  for (const url of [
    '/api/v1/public/store/products/all?page=2',
    '/_next/image?url=%2Fa.png&w=640&q=75',
    '/login?redirect=%2Forders',
    '/checkout?step=review',
    '/order?number=OT-1',
    '/admin/orders?status=placed',
    '/account/reset-password?token=abc',
    '/Reset-Password?token=abc',
    '/invoice/OT-1-1?download=1',
  ])
    expect(urlForRender(url)).toBe(url);
});

test('every page behind the signed-in guard keeps its query, so the way back after login has it', () => {
  const proxy = fs.readFileSync('proxy.ts', 'utf8');
  const guarded = [...proxy.matchAll(/'\/([a-z-]+)\/:path\*'/g)].map((m) => m[1]);
  expect(guarded).toContain('orders');
  for (const segment of guarded) expect(urlForRender(`/${segment}?x=1`)).toBe(`/${segment}?x=1`);
});

/** Every file under app/ named `name`, as the URL's first segment (route groups dropped). */
function firstSegments(name: RegExp, reads: (source: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (name.test(entry.name) && reads(fs.readFileSync(full, 'utf8'))) {
        const segments = path
          .relative('app', path.dirname(full))
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s));
        // A Hindi twin (/hi/og/…) follows its English page's rule: its segment is the one after /hi.
        found.push(segments[0] === 'hi' ? `hi/${segments[1]}` : (segments[0] ?? ''));
      }
    }
  };
  walk('app');
  return found;
}

test('every route handler and every page that reads searchParams is one that keeps its query', () => {
  const readers = [
    ...firstSegments(/^route\.tsx?$/, () => true),
    ...firstSegments(/^page\.tsx$/, (s) => /searchParams/.test(s)),
  ];
  expect(readers.length).toBeGreaterThan(10);
  for (const segment of readers)
    expect(`${segment}: ${urlForRender(`/${segment}/x?k=v`)}`).toBe(`${segment}: /${segment}/x?k=v`);
});
