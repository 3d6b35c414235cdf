import { ContactScreen } from '@/components/content/ContactScreen';
import { contactMetadata } from '@/lib/seo/page-metadata';
import { getPageShopSettings } from '@/lib/settings/cached';

export const generateMetadata = contactMetadata;

export default async function ContactRoute() {
  const { shop } = await getPageShopSettings();
  return <ContactScreen shop={shop} />;
}
