import { AffiliatePage, affiliateMetadata } from '@/components/content/AffiliatePage';

/* The header's spelling (spec route table). /affiliate-program serves the same page. */
export const generateMetadata = affiliateMetadata;

export default function AffilateProgramRoute() {
  return <AffiliatePage path="/affilate-program" />;
}
