import { defaultCard } from '@/lib/seo/og-cards';
import { ogCard } from '@/lib/seo/og-image';
import { getCachedShopSettings } from '@/lib/settings/cached';

export const dynamic = 'force-dynamic';

/** GET /og/default: the shop's share card for pages without their own picture. */
export async function GET() {
  const { shop } = await getCachedShopSettings();
  return ogCard(defaultCard(shop, 'en'), shop.name);
}
