/** The cache tags pages are labelled with: one place, so writers and readers agree. */
export const tags = {
  products: 'products',
  product: (slug: string) => `product:${slug}`,
  categories: 'categories',
  category: (slug: string) => `category:${slug}`,
  banners: 'banners',
  blog: 'blog',
  post: (slug: string) => `post:${slug}`,
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  team: 'team',
} as const;
