import type { Metadata } from 'next';
import { CartScreen } from '@/components/cart/CartScreen';
import { CART_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { listCart } from '@/lib/commerce/cart';
import { getShopSettings } from '@/lib/settings/settings';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your Cart', robots: { index: false, follow: false } };

/** The cart's lines and totals in the first HTML. */
export default async function CartPage() {
  const user = await requirePageUser('/cart');
  const [items, { rates }] = await Promise.all([listCart(user.id), getShopSettings()]);
  return (
    <Prefetched seeds={[[CART_KEY, items]]}>
      <CartScreen rates={rates} />
    </Prefetched>
  );
}
