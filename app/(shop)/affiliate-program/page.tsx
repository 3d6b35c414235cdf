import { AffiliateScreen } from '@/components/content/AffiliateScreen';
import { affiliateMetadata } from '@/lib/seo/page-metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

/* The one affiliate page; the misspelt /affilate-program redirects here (next.config.mjs). */
export const generateMetadata = affiliateMetadata;

export default async function AffiliateProgramRoute() {
  const { shop } = await getCachedShopSettings();
  return <AffiliateScreen shop={shop} />;
}
