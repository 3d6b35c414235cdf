import { getTranslations } from 'next-intl/server';
import { OrderHistory } from '@/components/orders/OrderHistory';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ORDERS_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { listUserOrders } from '@/lib/commerce/orders';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { translator } from '@/lib/i18n/translator';

export const dynamic = 'force-dynamic';
export const generateMetadata = privatePageMetadata((locale) => translator(locale, 'Orders')('meta.history'));

/** The shopper's orders arrive in the first HTML; the list refreshes in the browser after that. */
export default async function OrdersPage() {
  const user = await requirePageUser('/orders');
  const [orders, t] = await Promise.all([listUserOrders(user.id), getTranslations('Orders.history')]);
  return (
    <div className="container-shop py-10">
      <h1 className="font-serif text-3xl font-semibold text-leaf-950">{t('title')}</h1>
      <Prefetched seeds={[[ORDERS_KEY, orders]]}>
        <ClientMessages only={['Orders']}>
          <OrderHistory />
        </ClientMessages>
      </Prefetched>
    </div>
  );
}
