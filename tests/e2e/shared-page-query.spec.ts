import { expect, test } from '@playwright/test';

/*
 * A shared page is rendered without the query of the request that happened to render it (issue
 * 29): after `/products/x?foo=MARK` rebuilds the page, every other visitor's copy — the HTML and
 * the router's data — must not carry MARK. Each product page is rendered on its first request, so
 * the marked request is the one that renders it (the test checks it was not already cached).
 */
type Product = { slug: string };
/** Where MARK appears, with a little context (the whole page would bury the message). */
const marks = (text: string) => text.match(/.{0,40}MARK.{0,20}/g) ?? [];

test('a product page rendered for a request with a query string is shared without it', async ({ request }) => {
  const all = ((await (await request.get('/api/v1/public/store/products/all')).json()) as { data: Product[] }).data;
  // The last products are the ones other specs are least likely to have opened already.
  let rendered: string | null = null;
  for (const { slug } of all.slice(-5).reverse()) {
    const marked = await request.get(`/products/${slug}?foo=MARK-${slug}`);
    expect(marked.status()).toBe(200);
    if (marked.headers()['x-nextjs-cache'] !== 'HIT') {
      rendered = slug;
      break;
    }
  }
  expect(rendered, 'every candidate product page was already cached').not.toBeNull();
  const page = await request.get(`/products/${rendered}`);
  expect(page.status()).toBe(200);
  expect(page.headers()['x-nextjs-cache']).toBe('HIT');
  expect(marks(await page.text())).toEqual([]);
  const data = await request.get(`/products/${rendered}`, { headers: { rsc: '1' } });
  expect(data.status()).toBe(200);
  expect(marks(await data.text())).toEqual([]);
});
