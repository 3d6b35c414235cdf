import { cardIdsQuery, MAX_CARD_IDS } from '@/lib/catalog/card-schemas';
import { cardsByIds, cardsUrl } from '@/lib/catalog/cards';
import type { ListingProduct } from '@/lib/catalog/listing';

const card = (id: number) => ({ id, slug: `p-${id}`, title: `Product ${id}` }) as ListingProduct;

describe('home tab cards', () => {
  test('come back in the order asked, leaving out products no longer listed', () => {
    expect(cardsByIds([card(1), card(2), card(3)], [3, 9, 1]).map((c) => c.id)).toEqual([3, 1]);
  });
  test('the url carries the ids, and the query reads them back', () => {
    const url = new URL(cardsUrl([42, 7, 19]), 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/public/store/products/cards');
    expect(cardIdsQuery.parse(Object.fromEntries(url.searchParams))).toEqual({ ids: [42, 7, 19] });
  });
  test('the query refuses anything but a short list of ids', () => {
    for (const ids of ['', '1,,2', '1;drop', '-4', 'abc']) expect(cardIdsQuery.safeParse({ ids }).success).toBe(false);
    expect(cardIdsQuery.safeParse({}).success).toBe(false);
    const tooMany = Array.from({ length: MAX_CARD_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(cardIdsQuery.safeParse({ ids: tooMany }).success).toBe(false);
  });
});
