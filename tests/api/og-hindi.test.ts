/**
 * A Hindi page's share card (issue 36): /hi/og/product/{slug} is a PNG that draws the product's Hindi
 * title with the Devanagari font shipped in the repo, fetching nothing; the Hindi product page's
 * metadata points at it; a product the catalogue has no Hindi for keeps its English title.
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), cacheLife: () => {}, cacheTag: () => {} }));
// React's cache() holds nothing outside a render: the page's language for the test, as the /hi twins set it.
jest.mock('@/lib/i18n/request-locale', () => {
  let locale = 'en';
  return { setPageLocale: (l: string) => (locale = l), pageLocale: () => locale };
});

import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { GET as hindiProductCard } from '@/app/hi/og/product/[slug]/route';
import { GET as hindiDefaultCard } from '@/app/hi/og/default/route';
import { GET as hindiPostCard } from '@/app/hi/og/blog/[slug]/route';
import { getPublishedPost } from '@/lib/content/blog';
import { getProductBySlug } from '@/lib/catalog/products';
import { getDb } from '@/lib/db/client';
import { blogPosts, productVariants, products } from '@/lib/db/schema';
import { setPageLocale } from '@/lib/i18n/request-locale';
import { postCard, productCard } from '@/lib/seo/og-cards';
import { aboutMetadata, blogPostMetadata, productMetadata } from '@/lib/seo/page-metadata';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { makeCatalog, type Fixture } from './orders.fixtures';

const HINDI_TITLE = 'दार्जिलिंग फ़र्स्ट फ़्लश चाय';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let f: Fixture;
beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  await getDb()
    .update(products)
    .set({ translations: { hi: { title: HINDI_TITLE } } })
    .where(eq(products.id, f.tea.id));
  await getDb()
    .update(productVariants)
    .set({ translations: { hi: { label: '100 ग्राम' } } })
    .where(eq(productVariants.productId, f.tea.id));
}, 60_000);
afterAll(teardownTestDatabase);
afterEach(() => {
  setPageLocale('en');
  jest.restoreAllMocks();
});

/** What the renderer asked the network for (its own WebAssembly comes as data: URLs, which stay on the machine). */
const downloads = (fetched: jest.SpyInstance) =>
  fetched.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('data:'));

async function drawn(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

test('the Hindi card of a product is a PNG drawn without fetching a font', async () => {
  const fetched = jest.spyOn(globalThis, 'fetch');
  const slug = f.tea.slug;
  const card = await drawn(
    await hindiProductCard(new Request(`http://localhost:3000/hi/og/product/${slug}`), {
      params: Promise.resolve({ slug }),
    }),
  );
  expect(card.status).toBe(200);
  expect(card.type).toBe('image/png');
  expect(card.bytes.subarray(0, 8)).toEqual(PNG);
  // next/og downloads a font for letters its own lacks; the Hindi is drawn with the shipped one instead.
  expect(downloads(fetched)).toEqual([]);

  const shop = await drawn(await hindiDefaultCard());
  expect(shop.status).toBe(200);
  expect(shop.bytes.subarray(0, 8)).toEqual(PNG);
  expect(downloads(fetched)).toEqual([]);
});

test('the Hindi card says the Hindi title and pack; an untranslated product keeps its English title', async () => {
  const tea = await productCard((await getProductBySlug(f.tea.slug))!, 'hi');
  expect(tea).toMatchObject({ title: HINDI_TITLE, footer: expect.stringMatching(/[\u0900-\u097F]/) });
  expect(tea.detail).toMatch(/ · 100 ग्राम$/);
  const honey = await productCard((await getProductBySlug(f.honey.slug))!, 'hi');
  expect(honey.title).toBe('Wild Forest Honey');
  expect((await productCard((await getProductBySlug(f.tea.slug))!, 'en')).title).toBe('Darjeeling First Flush');

  const slug = f.honey.slug;
  const res = await hindiProductCard(new Request(`http://localhost:3000/hi/og/product/${slug}`), {
    params: Promise.resolve({ slug }),
  });
  expect(res.status).toBe(200);
});

const ogImage = (meta: Metadata) => (meta.openGraph?.images as { url: string }[])[0].url;

test("a Hindi page's metadata names the Hindi card; the English page keeps the English one", async () => {
  const slug = f.tea.slug;
  setPageLocale('hi');
  const hindi = await productMetadata(slug);
  expect(ogImage(hindi)).toBe(`/hi/og/product/${slug}`);
  expect((hindi.twitter?.images as { url: string }[])[0].url).toBe(`/hi/og/product/${slug}`);
  expect(ogImage(await aboutMetadata())).toBe('/hi/og/default');
  setPageLocale('en');
  expect(ogImage(await productMetadata(slug))).toBe(`/og/product/${slug}`);
  expect(ogImage(await aboutMetadata())).toBe('/og/default');
});

test('a post: the Hindi card names its Hindi title, author line and date, and its Hindi page points at it', async () => {
  await getDb()
    .insert(blogPosts)
    .values({
      slug: 'monsoon-chai',
      title: 'Monsoon chai',
      content: '<p>Ginger, then tea.</p>',
      author: 'Asha',
      publishedAt: new Date('2026-07-10T06:00:00Z'),
      translations: { hi: { title: 'बरसात की चाय' } },
    });
  const card = await postCard((await getPublishedPost('monsoon-chai'))!, 'hi');
  expect(card).toMatchObject({ title: 'बरसात की चाय', detail: 'लेखक: Asha · 10 जुलाई 2026' });
  const res = await hindiPostCard(new Request('http://localhost:3000/hi/og/blog/monsoon-chai'), {
    params: Promise.resolve({ slug: 'monsoon-chai' }),
  });
  expect(await drawn(res)).toMatchObject({ status: 200, type: 'image/png' });
  setPageLocale('hi');
  expect(ogImage(await blogPostMetadata('monsoon-chai'))).toBe('/hi/og/blog/monsoon-chai');
});
