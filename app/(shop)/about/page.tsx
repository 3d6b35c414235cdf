import { AboutPage } from '@/components/content/AboutPage';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

export async function generateMetadata() {
  const { shop } = await getCachedShopSettings();
  return buildMetadata(
    {
      title: 'About Us: Our Philosophy, Commitment & Legacy',
      description: `${shop.name} buys organic tea, raw honey and whole spices directly from Indian growers and ships them fresh. Read our philosophy, our commitment to farmers and the legacy we build on.`,
      path: '/about',
    },
    shop,
  );
}

export default function AboutRoute() {
  return <AboutPage />;
}
