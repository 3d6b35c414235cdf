import { searchProducts } from '@/lib/catalog/search';
import { ok } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute<{ text: string }>(async (_request, { text }) => {
  const results = await searchProducts(text ?? '');
  return ok(results, results.length ? 'Products found' : 'No products found.');
});
