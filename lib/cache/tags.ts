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
  /** the advertised offers (lib/offers/public.ts): product pages and the cart's Offers box */
  promotions: 'promotions',
  /** the shop's identity and charges (lib/settings): read by the header and footer of every page */
  settings: 'settings',
  /** every page and route handler carries this implicit tag (what revalidatePath('/', 'layout') expires) */
  everyPage: '_N_T_/layout',
  /**
   * The tag Next gives every cached response by its path (what revalidatePath expires). Cached
   * route handlers such as the OG images carry only these, not the tags of the data they read.
   */
  path: (pathname: string) => `_N_T_${pathname}`,
} as const;
