import { useTranslations } from 'next-intl';
import { HeroPage } from '@/components/content/PageHero';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SitemapGenerator } from '@/components/content/SitemapGenerator';
import { sitemapMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = sitemapMetadata;

export default function SitemapRoute() {
  const t = useTranslations('Content.sitemap');
  return (
    <HeroPage crumb={t('crumb')} path="/sitemap" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      <ClientMessages only={['Content.sitemap.generator']}>
        <SitemapGenerator />
      </ClientMessages>
    </HeroPage>
  );
}
