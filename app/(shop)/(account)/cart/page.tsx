import { CartScreen } from '@/components/cart/CartScreen';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CART_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { listCart } from '@/lib/commerce/cart';
import { getShopSettings } from '@/lib/settings/settings';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { translator } from '@/lib/i18n/translator';

export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata((locale) => translator(locale, 'Cart')('metaTitle'));

/** The cart's lines and totals in the first HTML. */
export default async function CartPage() {
  const user = await requirePageUser('/cart');
  const [items, { rates }] = await Promise.all([listCart(user.id), getShopSettings()]);
  return (
    <Prefetched seeds={[[CART_KEY, items]]}>
      <ClientMessages only={['Cart']}>
        <CartScreen rates={rates} />
      </ClientMessages>
    </Prefetched>
  );
}
