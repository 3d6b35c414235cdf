/**
 * Catalogue reads for pages, through Next's data cache: each result is tagged so an edit can
 * revalidate exactly the pages that showed it (lib/cache/revalidate.ts). The plain query
 * functions stay framework-free for the API and tests.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { getCategoryTree } from './categories';
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
