import { notFound } from 'next/navigation';
import { ContentScreen } from '@/components/content/ContentScreen';
import { HomeScreen } from '@/components/home/HomeScreen';
import { getCachedCategoryTree, getCachedProducts } from '@/lib/catalog/cached';
import { getCachedBanners, getCachedPage, getCachedPosts } from '@/lib/content/cached';
import { catchAllRoute } from '@/lib/routing/catch-all';
import { contentPageMetadata, homeMetadata } from '@/lib/seo/page-metadata';
import { getPageShopSettings } from '@/lib/settings/cached';

/*
 * Home (no segment) and CMS pages (/{slug}). An optional catch-all with no static params:
 * rendered on the first request, then served from the full-route cache (docs/decisions.md).
 * Any deeper unknown path lands here too and answers the not-found page with a 404.
 */
export const revalidate = 86400;

const route = catchAllRoute({
  index: {
    metadata: homeMetadata,
    render: async () => {
      const [banners, products, posts, categories, { shop }] = await Promise.all([
        getCachedBanners(),
        getCachedProducts(),
        getCachedPosts(),
        getCachedCategoryTree(),
        getPageShopSettings(),
      ]);
      return <HomeScreen banners={banners} products={products} posts={posts} categories={categories} shop={shop} />;
    },
  },
  item: {
    metadata: contentPageMetadata,
    render: async (slug) => {
      const page = await getCachedPage(slug);
      if (!page) notFound();
      return <ContentScreen page={page} />;
    },
  },
  missing: 'Page not found',
});

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
