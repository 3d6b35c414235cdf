/**
 * The catalogue's and content's Hindi (design §15, issue 36) through the admin API: what staff set
 * beside the English reaches the public reads, a blank Hindi field leaves the English showing, rich
 * text is sanitised like the English, and a seller's member reaches only its own products' Hindi.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, productOf, type Staff } from '../helpers/admin';
import { GET as readAdmin, PATCH as patchProduct } from '@/app/api/v1/admin/products/[id]/route';
import { PATCH as patchPack } from '@/app/api/v1/admin/products/[id]/variants/[variantId]/route';
import { GET as productBySlug } from '@/app/api/v1/public/store/product/[slug]/route';
import { GET as cards } from '@/app/api/v1/public/store/products/cards/route';
import { cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';
import * as blogOne from '@/app/api/v1/admin/blog/[id]/route';
import * as bannersOne from '@/app/api/v1/admin/banners/[id]/route';
import * as categoriesOne from '@/app/api/v1/admin/categories/[id]/route';
import type { AdminProduct } from '@/lib/catalog/admin-products';
import type { ProductDto } from '@/lib/catalog/products';
import { getCategoryTree } from '@/lib/catalog/categories';
import { getProductBySlug } from '@/lib/catalog/products';
import { listBanners } from '@/lib/content/banners';
import { getPublishedPost } from '@/lib/content/blog';
import { listPublicPages } from '@/lib/content/pages';
import { localizeProduct } from '@/lib/i18n/content';
import { UNTRANSLATED_PRODUCT } from '@/lib/demo/seed-data/hindi';
import { banners, blogPosts, categories, productVariants, products } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);
const tagsRevalidated = () => (revalidateTag as jest.Mock).mock.calls.map((c) => c[0]);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const patch = (id: number, body: unknown, headers: Record<string, string>) =>
  call(patchProduct, '/x', { ...json('PATCH', body, headers), params: { id: String(id) } });
const patchVariant = (id: number, variantId: number, body: unknown, headers: Record<string, string>) =>
  call(patchPack, '/x', { ...json('PATCH', body, headers), params: { id: String(id), variantId: String(variantId) } });
async function publicProduct(slug: string): Promise<ProductDto> {
  const res = await call(productBySlug, `/api/v1/public/store/product/${slug}`, { params: { slug } });
  expect(res.status).toBe(200);
  return res.body!.data as ProductDto;
}

describe('the demo seed', () => {
  test('writes the Hindi of products, tabs, packs and categories; one product stays English on purpose', async () => {
    const tea = (await getProductBySlug('nilgiri-green-tea'))!;
    expect(tea.translations?.hi).toMatchObject({ title: 'नीलगिरि ग्रीन टी', categoryName: 'ग्रीन टी' });
    expect(tea.translations?.hi?.parentCategoryName).toBe('चाय');
    const description = tea.metadata.find((m) => m.type === 'DESCRIPTION')!;
    expect(description.translations?.hi?.title).toBe('विवरण');
    expect(description.translations?.hi?.content).toMatch(/^<p>नीलगिरि/);
    expect(tea.variants[0].translations?.hi?.label).toBe('100 ग्राम');

    const hindi = localizeProduct(tea, 'hi');
    expect([hindi.title, hindi.categoryName, hindi.parentCategory?.name]).toEqual([
      'नीलगिरि ग्रीन टी',
      'ग्रीन टी',
      'चाय',
    ]);
    expect(hindi.size).toBe('100 ग्राम');

    const english = (await getProductBySlug(UNTRANSLATED_PRODUCT))!;
    expect(english.translations?.hi?.title).toBeUndefined();
    expect(english.metadata.every((m) => !m.translations?.hi)).toBe(true);
    expect(localizeProduct(english, 'hi').title).toBe(english.title);
    // …while its category still reads in Hindi
    expect(localizeProduct(english, 'hi').categoryName).not.toBe(english.categoryName);

    const tree = await getCategoryTree();
    expect(
      tree.every((c) => c.translations?.hi?.title && c.subCategories.every((sub) => sub.translations?.hi?.title)),
    ).toBe(true);
    expect((await listBanners()).filter((b) => b.translations.hi?.title).length).toBeGreaterThan(0);
    expect((await getPublishedPost('how-to-tell-if-honey-is-pure'))?.translations.hi?.title).toMatch(/[\u0900-\u097F]/);
    // a list of pages leaves the bodies out, the Hindi one too
    const faq = (await listPublicPages()).find((p) => p.slug === 'faq')!;
    expect(faq.translations.hi).toEqual({ title: 'अक्सर पूछे जाने वाले सवाल' });
  });
});

test('the cards API answers in the page language: Hindi where there is some, English where there is none', async () => {
  const [tea, plain] = await Promise.all([
    getProductBySlug('nilgiri-green-tea'),
    getProductBySlug(UNTRANSLATED_PRODUCT),
  ]);
  const ids = [tea!.id, plain!.id];
  const titles = async (locale: 'en' | 'hi') =>
    ((await call(cards, cardsUrl(ids, locale))).body!.data as ListingProduct[]).map((c) => [c.title, c.categoryName]);
  expect(await titles('en')).toEqual([
    [tea!.title, tea!.categoryName],
    [plain!.title, plain!.categoryName],
  ]);
  expect(await titles('hi')).toEqual([
    ['नीलगिरि ग्रीन टी', 'ग्रीन टी'],
    [plain!.title, 'मिश्रित मसाले'],
  ]);
});

describe('a product in Hindi', () => {
  test('the admin sets the Hindi title, description, a tab and a pack label; the public read carries them', async () => {
    const mine = await productOf(s.sellerA.id);
    const admin = (await call(readAdmin, '/x', { headers: s.admin.authHeader, params: { id: String(mine.id) } })).body!
      .data as AdminProduct;
    expect(admin.metadata.length).toBeGreaterThan(0);
    const tabs = admin.metadata.map((m, i) =>
      i === 0 ? { ...m, translations: { hi: { title: '', content: '<p>ठंडी जगह<script>alert(1)</script></p>' } } } : m,
    );
    const res = await patch(
      mine.id,
      {
        translations: { hi: { title: '  परीक्षण चाय  ', seoTitle: 'परीक्षण', description: '<p>हिन्दी विवरण</p>' } },
        metadata: tabs,
      },
      s.admin.authHeader,
    );
    expect(res.status).toBe(200);
    expect((res.body!.data as AdminProduct).translations.hi).toMatchObject({
      title: 'परीक्षण चाय',
      seoTitle: 'परीक्षण',
      description: '<p>हिन्दी विवरण</p>',
    });
    expect(tagsRevalidated()).toContain(`product:${mine.slug}`);

    const packRes = await patchVariant(
      mine.id,
      mine.variantId,
      { translations: { hi: { label: 'परीक्षण पैक' } } },
      s.admin.authHeader,
    );
    expect(packRes.status).toBe(200);
    expect(tagsRevalidated()).toContain(`product:${mine.slug}`);

    const shown = await publicProduct(mine.slug);
    expect(shown.translations?.hi?.title).toBe('परीक्षण चाय');
    expect(shown.variants.find((v) => v.id === mine.variantId)?.translations?.hi?.label).toBe('परीक्षण पैक');
    const hindi = localizeProduct(shown, 'hi');
    expect(hindi.title).toBe('परीक्षण चाय');
    expect(hindi.variants.find((v) => v.id === mine.variantId)?.label).toBe('परीक्षण पैक');
    expect(hindi.metadata.find((m) => m.type === 'DESCRIPTION')).toMatchObject({
      title: 'विवरण',
      content: '<p>हिन्दी विवरण</p>',
    });
    // the tab's Hindi text is sanitised like the English, and a tab with Hindi text gets its type's Hindi title
    const tab = shown.metadata.find((m) => m.type === tabs[0].type)!;
    expect(tab.translations?.hi?.content).toBe('<p>ठंडी जगह</p>');
    expect(tab.translations?.hi?.title).toBeTruthy();
    // the English stays as it was
    expect(shown.title).toBe(mine.title);
    expect(localizeProduct(shown, 'en')).toBe(shown);
  });

  test('a blank Hindi field is removed, so the shop shows the English; fields not sent are kept', async () => {
    const mine = await productOf(s.sellerA.id);
    await patch(mine.id, { translations: { hi: { title: 'अस्थायी', seoDescription: 'रहेगा' } } }, s.memberA.authHeader);
    const res = await patch(
      mine.id,
      { translations: { hi: { title: '   ', description: '<p></p>' } } },
      s.memberA.authHeader,
    );
    expect(res.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.id, mine.id));
    expect(row.translations.hi?.title).toBeUndefined();
    expect(row.translations.hi?.seoDescription).toBe('रहेगा');
    const shown = await publicProduct(mine.slug);
    expect(localizeProduct(shown, 'hi').title).toBe(mine.title);
    const description = localizeProduct(shown, 'hi').metadata.find((m) => m.type === 'DESCRIPTION');
    expect(description?.title).toBe('Description');

    await patchVariant(mine.id, mine.variantId, { translations: { hi: { label: '' } } }, s.memberA.authHeader);
    const [pack] = await db.select().from(productVariants).where(eq(productVariants.id, mine.variantId));
    expect(pack.translations).toEqual({});
  });

  test('Hindi longer than the English field allows is refused with the field named', async () => {
    const mine = await productOf(s.sellerA.id);
    const res = await patch(mine.id, { translations: { hi: { title: 'क'.repeat(201) } } }, s.admin.authHeader);
    expect(res.status).toBe(400);
    expect(res.body!.errors).toMatchObject({ translations: 'Hindi title is at most 200 characters' });
  });

  test("a seller's member cannot set another seller's product's Hindi (404, nothing changed)", async () => {
    const theirs = await productOf(s.sellerB.id);
    const [before] = await db.select().from(products).where(eq(products.id, theirs.id));
    const res = await patch(theirs.id, { translations: { hi: { title: 'घुसपैठ' } } }, s.memberA.authHeader);
    expect(res.status).toBe(404);
    const packRes = await patchVariant(
      theirs.id,
      theirs.variantId,
      { translations: { hi: { label: 'घुसपैठ' } } },
      s.memberA.authHeader,
    );
    expect(packRes.status).toBe(404);
    const [after] = await db.select().from(products).where(eq(products.id, theirs.id));
    expect(after.translations).toEqual(before.translations);
    const [pack] = await db.select().from(productVariants).where(eq(productVariants.id, theirs.variantId));
    expect(pack.translations.hi?.label).not.toBe('घुसपैठ');
    // its own seller's member can
    expect((await patch(theirs.id, { translations: { hi: { title: 'अपना' } } }, s.memberB.authHeader)).status).toBe(
      200,
    );
  });
});

describe('content in Hindi', () => {
  test('a category, a banner and a post take Hindi from the admin API; reads carry it, HTML sanitised', async () => {
    const [green] = await db.select().from(categories).where(eq(categories.slug, 'green-tea'));
    const cat = await call(categoriesOne.PATCH, '/x', {
      ...json('PATCH', { translations: { hi: { title: 'हरी चाय' } } }, s.admin.authHeader),
      params: { id: String(green.id) },
    });
    expect(cat.status).toBe(200);
    expect(tagsRevalidated()).toContain('category:green-tea');
    expect((await getProductBySlug('nilgiri-green-tea'))!.translations?.hi?.categoryName).toBe('हरी चाय');

    const [banner] = await db.select().from(banners).limit(1);
    const b = await call(bannersOne.PATCH, '/x', {
      ...json('PATCH', { translations: { hi: { subtitle: 'नया उपशीर्षक', tag: '' } } }, s.admin.authHeader),
      params: { id: String(banner.id) },
    });
    expect(b.status).toBe(200);
    const [bannerAfter] = await db.select().from(banners).where(eq(banners.id, banner.id));
    expect(bannerAfter.translations.hi?.subtitle).toBe('नया उपशीर्षक');
    expect(bannerAfter.translations.hi?.tag).toBeUndefined();
    expect(bannerAfter.translations.hi?.title).toBe(banner.translations.hi?.title);

    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, 'how-to-tell-if-honey-is-pure'));
    const p = await call(blogOne.PATCH, '/x', {
      ...json(
        'PATCH',
        { translations: { hi: { content: '<p>शुद्ध शहद<img src=x onerror="alert(1)"></p>' } } },
        s.admin.authHeader,
      ),
      params: { id: String(post.id) },
    });
    expect(p.status).toBe(200);
    const read = (await getPublishedPost(post.slug))!;
    expect(read.translations.hi?.content).toBe('<p>शुद्ध शहद<img src="x" loading="lazy" /></p>');
    expect(read.translations.hi?.title).toBe(post.translations.hi?.title);
    expect(tagsRevalidated()).toEqual(expect.arrayContaining([`post:${post.slug}`]));

    // a member of a seller edits no content, Hindi or not
    const denied = await call(blogOne.PATCH, '/x', {
      ...json('PATCH', { translations: { hi: { title: 'x' } } }, s.memberA.authHeader),
      params: { id: String(post.id) },
    });
    expect(denied.status).toBe(403);
  });
});
