import { ContactPage } from '@/components/content/ContactPage';
import { buildMetadata } from '@/lib/seo/metadata';
import { getShop } from '@/lib/shop';

export function generateMetadata() {
  const shop = getShop();
  return buildMetadata({
    title: 'Contact Us',
    description: `Questions about an order, wholesale or gifting? Call ${shop.phone}, e-mail ${shop.email} or write to us. We answer ${shop.hours}.`,
    path: '/contact',
  });
}

export default function ContactRoute() {
  return <ContactPage />;
}
