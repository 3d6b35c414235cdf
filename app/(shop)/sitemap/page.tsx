import { PageHero } from '@/components/content/PageHero';
import { SitemapGenerator } from '@/components/content/SitemapGenerator';
import { sitemapMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = sitemapMetadata;

export default function SitemapRoute() {
  return (
    <>
      <PageHero trail={[{ name: 'Sitemap', path: '/sitemap' }]} eyebrow="For webmasters" title="Sitemap Generator">
        Every product, article and page of the store in one sitemap.xml, ready for search engines.
      </PageHero>
      <div className="container-shop py-10">
        <SitemapGenerator />
      </div>
    </>
  );
}
