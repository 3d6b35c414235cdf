import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderHistory } from '@/components/orders/OrderHistory';
import { getSessionUser } from '@/lib/auth/session';
import { loginPathFor } from '@/lib/security/redirect';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order History', robots: { index: false, follow: false } };

export default async function OrdersPage() {
  if (!(await getSessionUser())) redirect(loginPathFor('/orders'));
  return (
    <div className="container-shop py-10">
      <h1 className="font-serif text-3xl font-semibold text-leaf-950">Order History</h1>
      <OrderHistory />
    </div>
  );
}
