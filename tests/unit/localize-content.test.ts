/**
 * The shop's own words in a page's language (lib/i18n/localize.ts, lib/i18n/content.ts): a field with
 * Hindi takes it, a missing or blank one keeps the English (design §15: never a blank), and a product's
 * tabs, packs, category and parent category follow it.
 */
import { isBlankText, localize } from '@/lib/i18n/localize';
import { localizeCategories, localizePage, localizeProduct } from '@/lib/i18n/content';
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
import type { CategoryDto } from '@/lib/catalog/categories';
import type { ContentPageDto } from '@/lib/content/pages';

const pack = (id: number, label: string, stock: number, hi?: string): VariantDto => ({
  id,
  sku: `SKU-${id}`,
  label,
  options: {},
  sellingPrice: 100,
  productPrice: 120,
  stockQuantity: stock,
  weightGrams: null,
  unitPrice: null,
  imageUrl: null,
  translations: hi === undefined ? {} : { hi: { label: hi } },
});

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 1,
  slug: 'tulsi-green-tea',
  title: 'Tulsi Green Tea',
  categoryName: 'Green Tea',
  categorySlug: 'green-tea',
  parentCategory: { name: 'Tea', slug: 'tea' },
  sellerName: 'Organic Tattva',
  sellerId: 1,
  hsnCode: null,
  hsCode: null,
  size: '250 g',
  productPrice: 120,
  sellingPrice: 100,
  rating: 4.5,
  ratingCount: 3,
  images: [],
  videoResponse: null,
  metadata: [
    {
      id: 1,
      type: 'DESCRIPTION',
      title: 'Description',
      content: '<p>Fresh</p>',
      translations: { hi: { title: 'विवरण', content: '<p>ताज़ा</p>' } },
    },
    { id: 2, type: 'STORAGE', title: 'Storage', content: '<p>Cool</p>', translations: { hi: { content: '<p></p>' } } },
  ],
  inventoryDetails: { stockQuantity: 5 },
  variants: [pack(1, '100 g', 0, '100 ग्राम'), pack(2, '250 g', 5, '250 ग्राम'), pack(3, '500 g', 5)],
  priceRange: { min: 100, max: 100 },
  options: [],
  tags: [],
  seoTitle: null,
  seoDescription: null,
  translations: {
    hi: { title: 'तुलसी ग्रीन टी', seoTitle: '  ', categoryName: 'ग्रीन टी', parentCategoryName: 'चाय' },
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('localize', () => {
  test('takes the Hindi of each field that has some, keeps the English of the rest', () => {
    const row = { title: 'Raw Honey', subtitle: 'Lab tested', translations: { hi: { title: 'कच्चा शहद' } } };
    expect(localize(row, 'hi')).toEqual({ ...row, title: 'कच्चा शहद' });
    expect(localize(row, 'en')).toBe(row);
  });

  test('a blank Hindi field (spaces, an emptied editor) falls back to the English, never to a blank', () => {
    const row = {
      title: 'Raw Honey',
      content: '<p>Pure</p>',
      translations: { hi: { title: '   ', content: '<p>&nbsp;</p>' } },
    };
    expect(localize(row, 'hi')).toMatchObject({ title: 'Raw Honey', content: '<p>Pure</p>' });
    const none: { title: string; translations: null } = { title: 'X', translations: null };
    expect(localize(none, 'hi').title).toBe('X');
    const bare: { title: string; translations?: undefined } = { title: 'X' };
    expect(localize(bare, 'hi').title).toBe('X');
  });

  test('Hindi for a field the row does not have is not added', () => {
    const row = { title: 'A', translations: { hi: { title: 'अ', other: 'ब' } } };
    expect(localize(row, 'hi')).not.toHaveProperty('other');
  });

  test('isBlankText: text, or a picture, is not blank', () => {
    expect(isBlankText(undefined)).toBe(true);
    expect(isBlankText('<p><br></p>')).toBe(true);
    expect(isBlankText('<p>अ</p>')).toBe(false);
    expect(isBlankText('<p><img src="/a.webp"></p>')).toBe(false);
    expect(isBlankText('1 < 2')).toBe(false);
  });
});

describe('localizeProduct', () => {
  test('the title, category, parent category, tabs, packs and size in Hindi; blank ones in English', () => {
    const hi = localizeProduct(product(), 'hi');
    expect(hi.title).toBe('तुलसी ग्रीन टी');
    expect(hi.seoTitle).toBeNull();
    expect(hi.categoryName).toBe('ग्रीन टी');
    expect(hi.parentCategory).toEqual({ name: 'चाय', slug: 'tea' });
    expect(hi.metadata.map((m) => [m.title, m.content])).toEqual([
      ['विवरण', '<p>ताज़ा</p>'],
      ['Storage', '<p>Cool</p>'],
    ]);
    expect(hi.variants.map((v) => v.label)).toEqual(['100 ग्राम', '250 ग्राम', '500 g']);
    // the default pack is the first in stock (250 g), and its label is the product's size
    expect(hi.size).toBe('250 ग्राम');
  });

  test('an untranslated product keeps its English everywhere; English pages get the product as it is', () => {
    const plain = product({ translations: {}, metadata: [], variants: [pack(1, '250 g', 5)] });
    const hi = localizeProduct(plain, 'hi');
    expect([hi.title, hi.categoryName, hi.parentCategory?.name, hi.size]).toEqual([
      'Tulsi Green Tea',
      'Green Tea',
      'Tea',
      '250 g',
    ]);
    const p = product();
    expect(localizeProduct(p, 'en')).toBe(p);
  });

  test('a product without a parent category keeps none', () => {
    expect(localizeProduct(product({ parentCategory: null }), 'hi').parentCategory).toBeNull();
  });
});

test('categories in Hindi, sub-categories too; pages field by field', () => {
  const tree: CategoryDto[] = [
    {
      id: 1,
      slug: 'tea',
      title: 'Tea',
      imageUrl: null,
      translations: { hi: { title: 'चाय' } },
      subCategories: [{ id: 2, slug: 'green-tea', title: 'Green Tea', imageUrl: null, subCategories: [] }],
    },
  ];
  const hi = localizeCategories(tree, 'hi');
  expect(hi[0].title).toBe('चाय');
  expect(hi[0].subCategories[0].title).toBe('Green Tea');
  const page: ContentPageDto = {
    slug: 'faq',
    title: 'FAQ',
    content: '<p>Q</p>',
    metaTitle: 'FAQ | Shop',
    metaDescription: null,
    keywords: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    translations: { hi: { title: 'सवाल', content: '' } },
  };
  expect(localizePage(page, 'hi')).toMatchObject({ title: 'सवाल', content: '<p>Q</p>', metaTitle: 'FAQ | Shop' });
});
