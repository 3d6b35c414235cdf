import type { Metadata } from 'next';
import { OrderHistory } from '@/components/orders/OrderHistory';
import { ORDERS_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { requirePageUser } from '@/lib/auth/page';
import { listUserOrders } from '@/lib/commerce/orders';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order History', robots: { index: false, follow: false } };

/** The shopper's orders arrive in the first HTML; the list refreshes in the browser after that. */
export default async function OrdersPage() {
  const user = await requirePageUser('/orders');
  const orders = await listUserOrders(user.id);
  return (
    <div className="container-shop py-10">
      <h1 className="font-serif text-3xl font-semibold text-leaf-950">Order History</h1>
      <Prefetched seeds={[[ORDERS_KEY, orders]]}>
        <OrderHistory />
      </Prefetched>
    </div>
  );
}
