import { searchProducts } from '@/lib/catalog/search';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async ({ params }) => {
  const results = await searchProducts(params.text ?? '');
  return reply(results, results.length ? 'Products found' : 'No products found.');
});
