/**
 * Catalogue reads for pages, through Next's data cache: each result is tagged so an edit can
 * revalidate exactly the pages that showed it (lib/cache/revalidate.ts). The plain query
 * functions stay framework-free for the API and tests.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { getCategoryTree, type CategoryDto } from './categories';
import { getProductBySlug, listProducts } from './products';
import { tags } from '../cache/tags';

export async function getCachedProducts() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.products);
  return listProducts();
}

export async function getCachedProduct(slug: string) {
  'use cache';
  cacheLife('days');
  cacheTag(tags.product(slug));
  const product = await getProductBySlug(slug);
  if (product) cacheTag(tags.category(product.categorySlug));
  return product;
}

export async function getCachedCategoryTree() {
  'use cache';
  cacheLife('days');
  cacheTag(tags.categories);
  return getCategoryTree();
}

/**
 * The header menu's categories. `next build` has no database (lib/db/client.ts), and static
 * pages such as /about prerender at build: they get an empty menu that the browser fills in
 * from the public API. No cache entry is written at build time.
 */
export async function getMenuCategories(): Promise<CategoryDto[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  return getCachedCategoryTree();
}
