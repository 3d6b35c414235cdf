/** The demo store's content, one small file per kind, gathered for lib/demo/seed.ts. */
import { teaProducts } from './products-tea';
import { honeyProducts } from './products-honey';
import { spiceProducts } from './products-spices';
import type { SeedProduct } from './types';

export { banners } from './banners';
export { blogPosts } from './blog';
export { categories } from './categories';
export { pages } from './pages';
export { sellers } from './sellers';
export { team } from './team';

export const products: SeedProduct[] = [...teaProducts, ...honeyProducts, ...spiceProducts];
