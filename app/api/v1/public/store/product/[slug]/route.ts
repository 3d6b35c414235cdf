import { getProductBySlug } from '@/lib/catalog/products';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { AppError } from '@/lib/errors';
import { reply, route } from '@/lib/http/route';
import { isSlug } from '@/lib/validation/slug';

export const GET = route({}, async ({ params }) => {
  const found = isSlug(params.slug) ? await getProductBySlug(params.slug) : null;
  if (!found) throw new AppError('not_found', 'Product not found');
  return reply(found, 'Product fetched', 200, PUBLIC_CACHE);
});
