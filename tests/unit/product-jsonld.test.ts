/** The product page's structured data: one Offer per pack, each with its own price, SKU and availability. */
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
import type { ReviewDto } from '@/lib/reviews/types';
import { productJsonLd } from '@/lib/seo/jsonld';

const pack = (sku: string, label: string, price: number, stock: number): VariantDto => ({
  id: price,
  sku,
  label,
  options: {},
  sellingPrice: price,
  productPrice: price + 50,
  stockQuantity: stock,
  weightGrams: null,
  unitPrice: null,
  imageUrl: null,
});

const product = (variants: VariantDto[]) =>
  ({
    id: 7,
    slug: 'darjeeling',
    title: 'Darjeeling',
    categoryName: 'Black Tea',
    parentCategory: null,
    sellerName: 'Organic Tattva',
    rating: 0,
    ratingCount: 0,
    images: [],
    variants,
  }) as unknown as ProductDto;

const shop = { name: 'Organic Tattva' };
const none = {
  items: [],
  summary: { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0] as [number, number, number, number, number] },
};

test('a product of several packs has one offer per pack, each with its price, SKU, link and availability', () => {
  const ld = productJsonLd(
    product([pack('DARJ-100', '100 g', 199, 5), pack('DARJ-500', '500 g', 799.5, 0)]),
    'Tea',
    shop,
    none,
  );
  expect(ld['@type']).toBe('Product');
  const offers = ld.offers as Record<string, unknown>[];
  expect(offers).toHaveLength(2);
  expect(offers.map((o) => [o.sku, o.name, o.price, o.priceCurrency, o.availability])).toEqual([
    ['DARJ-100', '100 g', '199.00', 'INR', 'https://schema.org/InStock'],
    ['DARJ-500', '500 g', '799.50', 'INR', 'https://schema.org/OutOfStock'],
  ]);
  expect(offers[1].url).toMatch(/\/products\/darjeeling\?pack=DARJ-500$/);
});

test('a product of one pack keeps a single offer at the bare product address', () => {
  const ld = productJsonLd(product([pack('DARJ', 'Standard', 250, 3)]), 'Tea', shop, none);
  const offer = ld.offers as Record<string, unknown>;
  expect(offer).toMatchObject({
    '@type': 'Offer',
    sku: 'DARJ',
    price: '250.00',
    availability: 'https://schema.org/InStock',
  });
  expect(offer.url).toMatch(/\/products\/darjeeling$/);
});

// Stars stored on the product, as the seed typed them before reviews existed.
const seeded = { ...product([pack('D', 'Standard', 100, 1)]), rating: 4.6, ratingCount: 128 } as ProductDto;

const review = (id: number, rating: number, extra: Partial<ReviewDto> = {}): ReviewDto => ({
  id,
  rating,
  title: `Title ${id}`,
  text: `Text ${id}`,
  authorName: 'Priya S.',
  verifiedBuyer: true,
  packLabel: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  photos: [],
  reply: null,
  ...extra,
});

test('no published review: no AggregateRating and no Review, whatever the stored stars say', () => {
  const ld = productJsonLd(seeded, 'Tea', shop, {
    items: [],
    summary: { rating: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
  });
  expect(ld).not.toHaveProperty('aggregateRating');
  expect(ld).not.toHaveProperty('review');
});

test('with reviews: the summary as AggregateRating and at most 10 Review entries', () => {
  const items = Array.from({ length: 12 }, (_, i) => review(i + 1, 4));
  items[0] = review(1, 5, { title: null, text: 'Lovely <b>tea</b>', authorName: 'Asha K.' });
  const ld = productJsonLd(seeded, 'Tea', shop, {
    items,
    summary: { rating: 4.1, count: 12, histogram: [0, 0, 0, 11, 1] },
  }) as Record<string, unknown>;
  expect(ld.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.1,
    reviewCount: 12,
    bestRating: 5,
    worstRating: 1,
  });
  const reviews = ld.review as Record<string, unknown>[];
  expect(reviews).toHaveLength(10);
  expect(reviews[0]).toEqual({
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Asha K.' },
    reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    datePublished: '2026-11-20T10:00:00.000Z',
    reviewBody: 'Lovely <b>tea</b>',
  });
  expect(reviews[1]).toMatchObject({ name: 'Title 2', reviewBody: 'Text 2' });
});
