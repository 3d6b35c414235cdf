import { ListingScreen } from '@/components/listing/ListingScreen';
import { getCachedCategoryTree, getCachedProducts } from '@/lib/catalog/cached';
import { catchAllRoute } from '@/lib/routing/catch-all';
import { listingMetadata } from '@/lib/seo/page-metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

/*
 * /products, the listing. An optional catch-all with no static params: rendered on the first
 * request, then served from the full-route cache and revalidated by the catalogue's tags
 * (docs/decisions.md). /products/{slug} is rewritten to app/(shop)/product-detail (next.config.mjs);
 * deeper paths land here and answer the not-found page with a 404.
 */
export const revalidate = 86400;

const route = catchAllRoute({
  index: {
    metadata: listingMetadata,
    render: async () => {
      const [products, tree, { shop }] = await Promise.all([
        getCachedProducts(),
        getCachedCategoryTree(),
        getCachedShopSettings(),
      ]);
      return <ListingScreen products={products} tree={tree} siteName={shop.name} />;
    },
  },
  missing: 'Product not found',
});

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
