import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderDetail } from '@/components/orders/OrderDetail';
import { getSessionUser } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/security/redirect';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order Details', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ number?: string | string[] }> };

/** The spec passes the order number in navigation state; here it is the ?number= query (shareable, survives reload). */
export default async function OrderPage({ searchParams }: Props) {
  const { number } = await searchParams;
  const orderNumber = typeof number === 'string' ? number.trim() : '';
  if (!(await getSessionUser())) {
    redirect(loginPathFor(orderNumber ? `/order?number=${encodeURIComponent(orderNumber)}` : '/order'));
  }
  return (
    <div className="container-shop py-10">
      <OrderDetail orderNumber={orderNumber} />
    </div>
  );
}
