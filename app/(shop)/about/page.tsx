import { AboutScreen } from '@/components/content/AboutScreen';
import { aboutMetadata } from '@/lib/seo/page-metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

export const generateMetadata = aboutMetadata;

export default async function AboutRoute() {
  const { shop } = await getCachedShopSettings();
  return <AboutScreen shop={shop} />;
}
