import { getProductBySlug } from '@/lib/catalog/products';
import { notFound, ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute, isSlug } from '@/lib/http/handler';

export const GET = apiRoute<{ slug: string }>(async (_request, { slug }) => {
  const product = isSlug(slug) ? await getProductBySlug(slug) : null;
  return product ? ok(product, 'Product fetched', 200, PUBLIC_CACHE) : notFound('Product not found');
});
