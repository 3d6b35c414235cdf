import { z } from 'zod';
import { searchProducts } from '@/lib/catalog/search';
import { SEARCH_PAGE_LIMIT } from '@/lib/catalog/search-limits';
import { reply, route } from '@/lib/http/route';

// The spec's call takes no query; `limit` lets the results page ask for every match (the default stays 20).
const searchQuery = z.object({ limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_LIMIT).optional() });

export const GET = route({ query: searchQuery }, async ({ params, query }) => {
  const results = await searchProducts(params.text ?? '', query.limit);
  return reply(results, results.length ? 'Products found' : 'No products found.');
});
