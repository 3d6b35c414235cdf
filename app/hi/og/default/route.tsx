import { defaultCard } from '@/lib/seo/og-cards';
import { ogCard } from '@/lib/seo/og-image';
import { getCachedShopSettings } from '@/lib/settings/cached';

export const dynamic = 'force-dynamic';

/** GET /hi/og/default: the shop's share card in Hindi, for Hindi pages without their own picture. */
export async function GET() {
  const { shop } = await getCachedShopSettings();
  return ogCard(defaultCard(shop, 'hi'), shop.name);
}
