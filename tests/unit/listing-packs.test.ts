import { applyListingQuery, parseListingQuery, toListingProduct } from '@/lib/catalog/listing';
import type { ProductDto, VariantDto } from '@/lib/catalog/products';

/** One pack as the public API answers it, prices in rupees. */
const pack = (label: string, sellingPrice: number, stockQuantity: number, productPrice = sellingPrice): VariantDto => ({
  id: Math.round(sellingPrice * 100) + stockQuantity,
  sku: `SKU-${label.replace(/\W/g, '')}`,
  label,
  options: { 'Pack size': label },
  sellingPrice,
  productPrice,
  stockQuantity,
  weightGrams: null,
  unitPrice: null,
  imageUrl: null,
});

/** A product whose spec fields are its first pack's, as the public API would send it. */
function product(id: number, title: string, variants: VariantDto[]): ProductDto {
  const first = variants[0];
  return {
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    categoryName: 'Black Tea',
    categorySlug: 'black-tea',
    parentCategory: { name: 'Tea', slug: 'tea' },
    sellerName: 'Estate',
    sellerId: 1,
    hsnCode: null,
    hsCode: null,
    size: first.label,
    productPrice: first.productPrice,
    sellingPrice: first.sellingPrice,
    rating: 4.5,
    ratingCount: 10,
    images: [],
    videoResponse: null,
    metadata: [],
    inventoryDetails: { stockQuantity: first.stockQuantity },
    variants,
    priceRange: { min: 0, max: 0 },
    options: [],
    tags: [],
    seoTitle: null,
    seoDescription: null,
    createdAt: `2025-01-0${id}T00:00:00.000Z`,
    updatedAt: `2025-01-0${id}T00:00:00.000Z`,
  };
}

// The 100 g pack is sold out: the card, the price cap and the sorts go by the 250 g pack (₹899).
const darjeeling = product(1, 'Darjeeling', [
  pack('100 g', 399, 0, 450),
  pack('250 g', 899, 4, 999),
  pack('500 g', 1649, 2),
]);
const assam = product(2, 'Assam', [pack('250 g', 425, 10, 499)]);
const kahwa = product(3, 'Kahwa', [pack('100 g', 469, 3), pack('250 g', 469, 0)]);
const listing = [darjeeling, assam, kahwa].map(toListingProduct);
const [darjeelingCard, assamCard, kahwaCard] = listing;
const titles = (search: string) =>
  applyListingQuery(listing, parseListingQuery(new URLSearchParams(search))).map((p) => p.title);

describe('toListingProduct: a card is priced by its cheapest pack in stock', () => {
  it('takes price and MRP from the cheapest in-stock pack, not the sold-out cheaper one', () => {
    expect(darjeelingCard).toMatchObject({ sellingPrice: 899, productPrice: 999 });
  });

  it('counts the stock of every pack', () => {
    expect(darjeelingCard.stock).toBe(6);
    expect(kahwaCard.stock).toBe(3);
  });

  it('falls back to the cheapest pack when every pack is sold out', () => {
    const soldOut = toListingProduct(product(4, 'Rare', [pack('250 g', 900, 0), pack('100 g', 400, 0)]));
    expect(soldOut).toMatchObject({ sellingPrice: 400, stock: 0 });
  });

  it('says how many packs and "from" only when they tell the shopper something', () => {
    expect(darjeelingCard).toMatchObject({ packs: 3, priceFrom: true });
    expect(assamCard).not.toHaveProperty('packs');
    expect(assamCard).not.toHaveProperty('priceFrom');
    // two packs at one price: the count matters (pick a pack), "from" would not
    expect(kahwaCard.packs).toBe(2);
    expect(kahwaCard).not.toHaveProperty('priceFrom');
  });
});

describe('the price filter and the price sorts use the cheapest pack in stock', () => {
  it('keeps a product under the cap only when a pack in stock is', () => {
    // the sold-out ₹399 pack does not bring Darjeeling under ₹500
    expect(titles('max=500')).toEqual(['Assam', 'Kahwa']);
    expect(titles('max=899')).toEqual(['Darjeeling', 'Assam', 'Kahwa']);
  });

  it('sorts by that price both ways', () => {
    expect(titles('sort=price-low')).toEqual(['Assam', 'Kahwa', 'Darjeeling']);
    expect(titles('sort=price-high')).toEqual(['Darjeeling', 'Kahwa', 'Assam']);
  });
});
