import { mainImage } from '@/lib/catalog/main-image';

/** The one main-image rule: cards, cart, search, order lines and Buy Now all show this picture. */
describe('a product main image', () => {
  const img = (imageUrl: string, displayOrder: number) => ({ imageUrl, displayOrder });

  it('is the picture with display order 1', () => {
    expect(mainImage([img('/b.jpg', 2), img('/a.jpg', 1), img('/c.jpg', 0)])).toBe('/a.jpg');
  });

  it('else the lowest display order, the first added on a tie', () => {
    expect(mainImage([img('/b.jpg', 3), img('/a.jpg', 2), img('/c.jpg', 2)])).toBe('/a.jpg');
    expect(mainImage([img('/z.jpg', 0), img('/y.jpg', 0)])).toBe('/z.jpg');
  });

  it('is null for a product without pictures', () => {
    expect(mainImage([])).toBeNull();
  });
});
