import { OrderDetail } from '@/components/orders/OrderDetail';
import { orderKey } from '@/components/query-keys';
import { Prefetched, type Seed } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { isOrderNumber } from '@/lib/commerce/order-number';
import { getUserOrder } from '@/lib/commerce/orders';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { translator } from '@/lib/i18n/translator';

export const dynamic = 'force-dynamic';
export const generateMetadata = privatePageMetadata((locale) => translator(locale, 'Orders')('meta.detail'));

type Props = { searchParams: Promise<{ number?: string | string[] }> };

/**
 * The order number travels in the ?number= query, so a reload or a shared link still shows the
 * order (docs/decisions.md). The shopper's own order is in the first HTML; a number that is not
 * theirs is left to the browser's request, which answers 'Order not found.' as the API does.
 */
export default async function OrderPage({ searchParams }: Props) {
  const { number } = await searchParams;
  const orderNumber = typeof number === 'string' ? number.trim() : '';
  const here = orderNumber ? `/order?number=${encodeURIComponent(orderNumber)}` : '/order';
  const user = await requirePageUser(here);
  const wanted = orderNumber.toUpperCase();
  const order = isOrderNumber(wanted) ? await getUserOrder(user.id, wanted) : null;
  const seeds: Seed[] = order ? [[orderKey(orderNumber), order]] : [];
  return (
    <div className="container-shop py-10">
      <Prefetched seeds={seeds}>
        <ClientMessages only={['Delivery', 'Orders', 'Payment']}>
          <OrderDetail orderNumber={orderNumber} />
        </ClientMessages>
      </Prefetched>
    </div>
  );
}
