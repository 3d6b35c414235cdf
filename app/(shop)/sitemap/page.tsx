import { PageHero } from '@/components/content/PageHero';
import { SitemapGenerator } from '@/components/content/SitemapGenerator';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

export async function generateMetadata() {
  const { shop } = await getCachedShopSettings();
  return buildMetadata(
    {
      title: 'Sitemap Generator',
      description:
        'Generate and download the store’s sitemap.xml: every product, blog post and page, ready for search engines.',
      path: '/sitemap',
    },
    shop,
  );
}

export default function SitemapRoute() {
  return (
    <>
      <PageHero
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Sitemap', path: '/sitemap' },
        ]}
        eyebrow="For webmasters"
        title="Sitemap Generator"
      >
        Every product, article and page of the store in one sitemap.xml, ready for search engines.
      </PageHero>
      <div className="container-shop py-10">
        <SitemapGenerator />
      </div>
    </>
  );
}
