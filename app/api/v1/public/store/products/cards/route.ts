import { cardIdsQuery } from '@/lib/catalog/card-schemas';
import { cardsByIds } from '@/lib/catalog/cards';
import { toListingProduct } from '@/lib/catalog/listing';
import { listProducts } from '@/lib/catalog/products';
import { localizeProducts } from '@/lib/i18n/content';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

/** Compact card data for the given product ids (the home page's tabs load theirs when first opened), in `locale`. */
export const GET = route({ query: cardIdsQuery }, async ({ query }) =>
  reply(
    cardsByIds(localizeProducts(await listProducts(), query.locale ?? 'en').map(toListingProduct), query.ids),
    'Products fetched',
    200,
    PUBLIC_CACHE,
  ),
);
