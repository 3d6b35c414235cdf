import { notFound } from 'next/navigation';
import { BlogArticleScreen } from '@/components/blog/BlogArticleScreen';
import { BlogListScreen } from '@/components/blog/BlogListScreen';
import { getCachedPost, getCachedPosts } from '@/lib/content/cached';
import { localizePost, localizePosts } from '@/lib/i18n/content';
import { pageLocale } from '@/lib/i18n/request-locale';
import { catchAllRoute } from '@/lib/routing/catch-all';
import { blogListMetadata, blogPostMetadata } from '@/lib/seo/page-metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

/* /blog and /blog/{slug}: rendered on first request, then cached per post tag (docs/decisions.md). */
export const revalidate = 86400;

const route = catchAllRoute({
  index: {
    metadata: blogListMetadata,
    render: async () => <BlogListScreen posts={localizePosts(await getCachedPosts(), pageLocale())} />,
  },
  item: {
    metadata: blogPostMetadata,
    render: async (slug) => {
      const [post, { shop }] = await Promise.all([getCachedPost(slug), getCachedShopSettings()]);
      if (!post) notFound();
      return <BlogArticleScreen post={localizePost(post, pageLocale())} shop={shop} />;
    },
  },
  missing: 'Article not found',
});

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
