import { AffiliatePage, affiliateMetadata } from '@/components/content/AffiliatePage';

/* The sitemap's spelling (spec §9): answers 200 itself rather than redirecting. */
export const generateMetadata = affiliateMetadata;

export default function AffiliateProgramRoute() {
  return <AffiliatePage path="/affiliate-program" />;
}
