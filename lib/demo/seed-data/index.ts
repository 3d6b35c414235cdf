/** The demo store's content, one small file per kind, gathered for lib/demo/seed.ts. */
import teaJson from './products-tea.json';
import honeyJson from './products-honey.json';
import spiceJson from './products-spices.json';
import { productsFrom } from './product-builder';
import type { SeedProduct } from './types';

export { banners } from './banners';
export { blogPosts } from './blog';
export { categories } from './categories';
export { pages } from './pages';
export { sellers } from './sellers';
export { team } from './team';

export const products: SeedProduct[] = [teaJson, honeyJson, spiceJson].flatMap(productsFrom);
