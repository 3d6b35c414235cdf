import { AboutScreen } from '@/components/content/AboutScreen';
import { aboutMetadata } from '@/lib/seo/page-metadata';
import { getPageShopSettings } from '@/lib/settings/cached';

export const generateMetadata = aboutMetadata;

export default async function AboutRoute() {
  const { shop } = await getPageShopSettings();
  return <AboutScreen shop={shop} />;
}
