import { expect, type APIRequestContext } from '@playwright/test';

export type PublicProduct = {
  id: number;
  slug: string;
  title: string;
  sellingPrice: number;
  inventoryDetails: { stockQuantity: number };
  translations?: { hi?: { title?: string } };
};

export async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Every page a visitor or a search engine can open without signing in, in English. */
export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const products = await data<PublicProduct[]>(request, '/api/v1/public/store/products/all');
  const posts = await data<{ slug: string }[]>(request, '/api/v1/public/store/blogs/published');
  const pages = await data<{ slug: string }[]>(request, '/api/pages/public');
  return [
    '/',
    '/products',
    ...products.map((p) => `/products/${p.slug}`),
    '/blog',
    ...posts.map((p) => `/blog/${p.slug}`),
    ...pages.map((p) => `/${p.slug}`),
    '/about',
    '/contact',
    '/team',
    '/affiliate-program',
    '/affilate-program',
    '/sitemap',
    '/not-found',
    '/login',
    '/new',
    '/forgot-password',
  ];
}

/** The same page in Hindi (design §15). */
export const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
