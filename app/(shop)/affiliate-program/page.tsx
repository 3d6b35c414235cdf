import { AffiliatePage, affiliateMetadata } from '@/components/content/AffiliatePage';

/* The one affiliate page; the misspelt /affilate-program redirects here (next.config.mjs). */
export const generateMetadata = affiliateMetadata;

export default function AffiliateProgramRoute() {
  return <AffiliatePage />;
}
