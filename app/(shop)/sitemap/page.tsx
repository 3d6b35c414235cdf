import { useTranslations } from 'next-intl';
import { PageHero } from '@/components/content/PageHero';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SitemapGenerator } from '@/components/content/SitemapGenerator';
import { sitemapMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = sitemapMetadata;

export default function SitemapRoute() {
  const t = useTranslations('Content.sitemap');
  return (
    <>
      <PageHero trail={[{ name: t('crumb'), path: '/sitemap' }]} eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHero>
      <div className="container-shop py-10">
        <ClientMessages only={['Content.sitemap.generator']}>
          <SitemapGenerator />
        </ClientMessages>
      </div>
    </>
  );
}
