import { ogCard } from '@/lib/seo/og-image';
import { getShop } from '@/lib/shop';

export const dynamic = 'force-dynamic';

/** GET /og/default: the shop's share card for pages without their own picture. */
export function GET() {
  return ogCard({ eyebrow: 'Shop online', title: getShop().tagline, badge: '100% organic' });
}
