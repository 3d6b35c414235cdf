import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/locales';
import { CartScreen } from '@/components/cart/CartScreen';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CART_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { listCart } from '@/lib/commerce/cart';
import { getShopSettings } from '@/lib/settings/settings';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The cart's lines and totals in the first HTML. */
export default async function CartPage() {
  const user = await requirePageUser(localePath('/cart', await getLocale()));
  const [items, { rates }] = await Promise.all([listCart(user.id), getShopSettings()]);
  return (
    <Prefetched seeds={[[CART_KEY, items]]}>
      <ClientMessages only={['Cart']}>
        <CartScreen rates={rates} />
      </ClientMessages>
    </Prefetched>
  );
}
