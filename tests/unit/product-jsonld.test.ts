/** The product page's structured data: one Offer per pack, each with its own price, SKU and availability. */
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
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

test('a product of several packs has one offer per pack, each with its price, SKU, link and availability', () => {
  const ld = productJsonLd(
    product([pack('DARJ-100', '100 g', 199, 5), pack('DARJ-500', '500 g', 799.5, 0)]),
    'Tea',
    shop,
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
  const ld = productJsonLd(product([pack('DARJ', 'Standard', 250, 3)]), 'Tea', shop);
  const offer = ld.offers as Record<string, unknown>;
  expect(offer).toMatchObject({
    '@type': 'Offer',
    sku: 'DARJ',
    price: '250.00',
    availability: 'https://schema.org/InStock',
  });
  expect(offer.url).toMatch(/\/products\/darjeeling$/);
});
