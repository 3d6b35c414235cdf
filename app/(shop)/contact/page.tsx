import { ContactPage } from '@/components/content/ContactPage';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

export async function generateMetadata() {
  const { shop } = await getCachedShopSettings();
  return buildMetadata(
    {
      title: 'Contact Us',
      description: `Questions about an order, wholesale or gifting? Call ${shop.phone}, e-mail ${shop.email} or write to us. We answer ${shop.supportHours}.`,
      path: '/contact',
    },
    shop,
  );
}

export default function ContactRoute() {
  return <ContactPage />;
}
